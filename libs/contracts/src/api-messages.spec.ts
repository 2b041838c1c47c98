import { describe, expect, it } from '@jest/globals';
import { API_MESSAGES, minutesText, tryAgainIn } from './api-messages.js';

describe('when a limit will take the next attempt', () => {
  it('counts whole minutes, rounding up, as each language writes them', () => {
    expect([1, 30, 60, 61, 120, 180, 600, 840].map((seconds) => minutesText(seconds / 60))).toEqual([
      { en: 'a minute', ar: 'دقيقة' },
      { en: 'a minute', ar: 'دقيقة' },
      { en: 'a minute', ar: 'دقيقة' },
      { en: '2 minutes', ar: 'دقيقتين' },
      { en: '2 minutes', ar: 'دقيقتين' },
      { en: '3 minutes', ar: '3 دقائق' },
      { en: '10 minutes', ar: '10 دقائق' },
      { en: '14 minutes', ar: '14 دقيقة' },
    ]);
  });

  it('adds the sentence to the refusal in both languages', () => {
    expect(tryAgainIn(API_MESSAGES.tooManyAttempts, 840)).toEqual({
      en: 'Too many attempts. You can try again in 14 minutes.',
      ar: 'محاولات كثيرة. يمكنك المحاولة مرة أخرى بعد 14 دقيقة.',
    });
  });
});
