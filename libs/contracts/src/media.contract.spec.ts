import { describe, expect, it } from '@jest/globals';
import { IMAGE_WIDTHS, imageAtWidth, imageSrcSet } from './media.contract.js';

const stored = `/api/media/${'ab12'.repeat(16)}.jpg`;

describe('public images at the widths of the ladder', () => {
  it('lists every width of a stored public image, narrowest first', () => {
    expect(imageSrcSet(stored)).toBe(IMAGE_WIDTHS.map((width) => `${stored}?w=${width} ${width}w`).join(', '));
    expect(imageAtWidth(stored, 320)).toBe(`${stored}?w=320`);
  });

  it('leaves any other address alone: a data URL being previewed, a file of the site, a claim photo', () => {
    for (const path of ['data:image/png;base64,AAAA', '/warranty-card-front.svg', `/api/claims/1/photo`, `${stored}?w=640`, `https://elsewhere.example${stored}`]) {
      expect(imageSrcSet(path)).toBeUndefined();
      expect(imageAtWidth(path, 640)).toBe(path);
    }
  });
});
