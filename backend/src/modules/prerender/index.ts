// The prerender module's public surface: other modules import from here, never from its folders.
export { PrerenderModule } from './prerender.module.js';
