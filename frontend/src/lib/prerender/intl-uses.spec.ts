import { describe, expect, it } from '@jest/globals';
import { recordIntlUses } from './intl-uses';

const descriptors = () =>
  ['compare', 'format', 'formatToParts', 'formatRange'].map((name) => [
    Object.getOwnPropertyDescriptor(Intl.Collator.prototype, name),
    Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, name),
  ]);

describe('recordIntlUses', () => {
  const arabic = new Intl.Collator('ar', { sensitivity: 'base' });
  const english = new Intl.Collator('en', { sensitivity: 'base' });
  const months = new Intl.DateTimeFormat('ar-SA-u-ca-gregory-nu-latn', { month: 'long', timeZone: 'UTC' });
  const riyadh = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', timeZone: 'Asia/Riyadh' });

  it('names each Intl object the render used, once, with its locale and time zone, in order of first use', () => {
    english.compare('a', 'b');
    const { result, uses } = recordIntlUses(() => {
      const sorted = ['ب', 'أ', 'ت'].sort((a, b) => arabic.compare(a, b));
      return [sorted.join(''), months.format(new Date(0)), months.formatToParts(new Date(0)).length, riyadh.formatRange(new Date(0), new Date(3_600_000))].join('|');
    });
    expect(result.startsWith('أبت|')).toBe(true);
    expect(uses).toEqual([
      ['Collator', 'ar'],
      ['DateTimeFormat', months.resolvedOptions().locale, 'UTC'],
      ['DateTimeFormat', 'en-GB', 'Asia/Riyadh'],
    ]);
  });

  it('sees nothing when the render sorts and formats nothing, and nothing used before or after it', () => {
    arabic.compare('a', 'b');
    expect(recordIntlUses(() => 'plain').uses).toEqual([]);
    months.format(new Date(0));
    expect(recordIntlUses(() => english.compare('a', 'b')).uses).toEqual([['Collator', 'en']]);
  });

  it('gives the prototypes back as they were, also when the render throws', () => {
    const before = descriptors();
    recordIntlUses(() => arabic.compare('a', 'b'));
    expect(descriptors()).toEqual(before);
    expect(() =>
      recordIntlUses(() => {
        months.format(new Date(0));
        throw new Error('render failed');
      }),
    ).toThrow('render failed');
    expect(descriptors()).toEqual(before);
    // A bound compare taken before still works after.
    expect(['b', 'a'].sort(english.compare)).toEqual(['a', 'b']);
  });
});
