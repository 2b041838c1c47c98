import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { scaleImage } from './image-variant.js';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg({ quality: 90 }).toBuffer();

describe('an image at a width of the ladder', () => {
  it('is scaled down to the width, keeps its proportions and comes as WebP', async () => {
    const scaled = await scaleImage(await photo(2000, 1500), 640);
    expect(await sharp(scaled).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('is never enlarged: a picture narrower than asked keeps its size', async () => {
    const scaled = await scaleImage(await photo(400, 300), 1280);
    expect(await sharp(scaled).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });
});
