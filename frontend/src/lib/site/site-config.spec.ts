import { describe, expect, it } from '@jest/globals';
import { EMPTY_SITE_CONFIG, normalizeSiteConfig } from './site-config';

describe('normalizeSiteConfig', () => {
  it('turns a missing answer into empty fields', () => {
    expect(normalizeSiteConfig(undefined)).toEqual(EMPTY_SITE_CONFIG);
    expect(normalizeSiteConfig({ social: null })).toEqual(EMPTY_SITE_CONFIG);
  });

  it('keeps given fields and lowercases the brand slug', () => {
    const config = normalizeSiteConfig({
      brandName: ' AutoCare ',
      brandSlug: 'AutoCare',
      phoneNumber: '+966500000000',
      social: { x: 'https://x.com/autocare', facebook: 42 },
    });
    expect(config.brandName).toBe('AutoCare');
    expect(config.brandSlug).toBe('autocare');
    expect(config.phoneNumber).toBe('+966500000000');
    expect(config.social.x).toBe('https://x.com/autocare');
    expect(config.social.facebook).toBe('');
  });

  it('drops links that could run script', () => {
    const config = normalizeSiteConfig({
      b2bUrl: 'javascript:alert(document.cookie)',
      social: { facebook: 'data:text/html,<script>alert(1)</script>', instagram: 'https://www.instagram.com/autocare' },
    });
    expect(config.b2bUrl).toBe('');
    expect(config.social.facebook).toBe('');
    expect(config.social.instagram).toBe('https://www.instagram.com/autocare');
  });
});
