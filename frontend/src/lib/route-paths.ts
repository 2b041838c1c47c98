import { parse } from 'regexparam';

/** A route's pattern that matches whatever the case, as the spec's links (/WarrantyClaim, /AdminPanel) are typed. */
export function caseInsensitive(route: string, loose?: boolean): { pattern: RegExp; keys: string[] } {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, 'i'), keys };
}

/** Whether a menu link to `to` is the page at `pathname`, or unless `end` a page under it. */
export function isLinkActive(pathname: string, to: string, end: boolean): boolean {
  const here = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = to.toLowerCase();
  return here === target || (!end && target !== '/' && here.startsWith(`${target}/`));
}
