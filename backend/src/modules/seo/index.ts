// The seo module's public surface: other modules import from here, never from its folders.
export { SeoModule } from './seo.module.js';
