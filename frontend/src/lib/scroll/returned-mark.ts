/**
 * On <html> of a page shown again by Back, Forward or a reload: there every block otherwise laid out only
 * as it nears the screen (.lazy-layout in global.css) is laid out. The place returned to was measured
 * where the visitor scrolled through those blocks, each laid out as it passed, so only their real
 * heights show the same content at the same offset. The page's first script sets it on a page the
 * browser loads that way (route-preload.plugin.ts), the app on one it returns to itself
 * (use-scroll-restoration.ts); the app takes it away when it shows a page anew.
 */
export const RETURNED_MARK = 'data-returned';
