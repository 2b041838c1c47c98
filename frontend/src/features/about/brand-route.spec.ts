import { describe, expect, it } from '@jest/globals';
import { aboutPath, isAboutPath } from './brand-route';

describe('isAboutPath', () => {
  it("matches the configured brand's path", () => {
    expect(isAboutPath('/whyautocareservices', 'autocare')).toBe(true);
  });

  it('ignores case and a trailing slash, as the router does', () => {
    expect(isAboutPath('/WhyAutoCareServices/', 'autocare')).toBe(true);
  });

  it("refuses another brand's path", () => {
    expect(isAboutPath('/whyotherbrandservices', 'autocare')).toBe(false);
  });

  it('refuses other paths', () => {
    expect(isAboutPath('/why-autocare-services', 'autocare')).toBe(false);
    expect(isAboutPath('/whyautocareservices/extra', 'autocare')).toBe(false);
    expect(isAboutPath('/services', 'autocare')).toBe(false);
  });

  it('matches nothing when the site has no brand configured', () => {
    expect(isAboutPath('/whyservices', '')).toBe(false);
    expect(isAboutPath('/whyautocareservices', '')).toBe(false);
  });

  it('accepts any brand word when the brand could not be loaded', () => {
    expect(isAboutPath('/whyautocareservices', null)).toBe(true);
  });
});

describe('aboutPath', () => {
  it('builds the path from the slug', () => {
    expect(aboutPath('AutoCare')).toBe('/whyautocareservices');
  });
});
