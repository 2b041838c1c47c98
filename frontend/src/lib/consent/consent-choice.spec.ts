import { describe, expect, it } from '@jest/globals';
import {
  acceptAllChoice,
  allows,
  CONSENT_VERSION,
  essentialOnlyChoice,
  makeChoice,
  parseConsent,
  scriptsToLoad,
  serializeConsent,
} from './consent-choice';

const now = new Date('2026-05-12T09:30:00Z');

describe('consent choice', () => {
  it('allows nothing optional before a decision', () => {
    expect(allows(null, 'analytics')).toBe(false);
    expect(allows(null, 'marketing')).toBe(false);
  });

  it('round-trips through storage with the decision time', () => {
    const choice = makeChoice({ analytics: true, marketing: false }, now);
    const read = parseConsent(serializeConsent(choice));
    expect(read).toEqual({ version: CONSENT_VERSION, analytics: true, marketing: false, decidedAt: '2026-05-12T09:30:00.000Z' });
    expect(allows(read, 'analytics')).toBe(true);
    expect(allows(read, 'marketing')).toBe(false);
  });

  it('distinguishes accept all from essential only', () => {
    expect(acceptAllChoice(now)).toMatchObject({ analytics: true, marketing: true });
    expect(essentialOnlyChoice(now)).toMatchObject({ analytics: false, marketing: false });
  });

  it.each([null, '', 'not json', '42', '{"version":0,"analytics":true,"marketing":true,"decidedAt":"x"}', '{"version":1,"analytics":"yes","marketing":true,"decidedAt":"x"}'])(
    'asks again when the stored value is %p',
    (raw) => {
      expect(parseConsent(raw)).toBeNull();
    },
  );

  it('loads a consented script once and never one without consent', () => {
    const scripts = [
      { category: 'analytics', src: 'https://stats.example/a.js' },
      { category: 'marketing', src: 'https://ads.example/m.js' },
    ] as const;
    const analyticsOnly = makeChoice({ analytics: true, marketing: false }, now);

    expect(scriptsToLoad(scripts, null, new Set())).toEqual([]);
    expect(scriptsToLoad(scripts, analyticsOnly, new Set()).map((s) => s.src)).toEqual(['https://stats.example/a.js']);
    expect(scriptsToLoad(scripts, analyticsOnly, new Set(['https://stats.example/a.js']))).toEqual([]);
  });
});
