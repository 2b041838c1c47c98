import { describe, expect, it } from '@jest/globals';
import { pageAssets, type BuildManifest } from './page-assets.js';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_picker.js': { file: 'assets/picker-1.js', css: ['assets/picker-1.css'], imports: ['_shared.js'] },
  'src/home.tsx': { file: 'assets/home-1.js', css: ['assets/home-1.css', 'assets/index-1.css'], imports: ['_picker.js', '_shared.js'] },
  'src/calendar.tsx': { file: 'assets/calendar-1.js', css: ['assets/calendar-1.css'], imports: ['_shared.js'], dynamicImports: ['src/map.tsx'] },
  'src/map.tsx': { file: 'assets/map-1.js', css: ['assets/map-1.css', 'assets/index-1.css'] },
  'src/booking.tsx': { file: 'assets/booking-1.js', css: ['assets/booking-1.css'], imports: ['_picker.js'], dynamicImports: ['src/calendar.tsx'] },
};

describe('pageAssets', () => {
  it('links the styles and code of the page and what it imports, never what index.html already loads', () => {
    expect(pageAssets(MANIFEST, 'src/home.tsx')).toEqual({
      styles: ['/assets/home-1.css', '/assets/picker-1.css'],
      scripts: ['/assets/home-1.js', '/assets/picker-1.js'],
    });
  });

  it('adds the styles, not the code, of the parts the page loads later (one step: the server renders those), not of what they load later', () => {
    expect(pageAssets(MANIFEST, 'src/booking.tsx')).toEqual({
      styles: ['/assets/booking-1.css', '/assets/picker-1.css', '/assets/calendar-1.css'],
      scripts: ['/assets/booking-1.js', '/assets/picker-1.js'],
    });
  });

  it('adds nothing for a page inside the entry (the 404 page) or one the manifest does not know', () => {
    expect(pageAssets(MANIFEST, undefined)).toEqual({ styles: [], scripts: [] });
    expect(pageAssets(MANIFEST, 'src/moved.tsx')).toEqual({ styles: [], scripts: [] });
  });
});
