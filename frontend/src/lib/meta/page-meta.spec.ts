import { describe, expect, it } from '@jest/globals';
import { DESCRIPTION_MAX, documentTitle, metaDescription } from './page-meta';
import { publicAr } from '../../locales/public.ar';
import { publicEn } from '../../locales/public.en';

describe('page meta', () => {
  it('titles a page with the brand', () => {
    expect(documentTitle('Gallery', 'AutoCare')).toBe('Gallery | AutoCare');
    expect(documentTitle('  ', 'AutoCare')).toBe('AutoCare');
  });

  it('keeps a short description as one line', () => {
    expect(metaDescription('  Book   car\nservice online. ')).toBe('Book car service online.');
  });

  it('shortens a long description at a word, with an ellipsis', () => {
    const long = `${'word '.repeat(60)}end`;
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description.endsWith('word…')).toBe(true);
  });

  it('has a description of a useful length for every public page in both languages', () => {
    for (const text of [...Object.values(publicEn.meta), ...Object.values(publicAr.meta)]) {
      expect(text.length).toBeGreaterThan(50);
      expect(metaDescription(text)).toBe(text);
    }
  });
});
