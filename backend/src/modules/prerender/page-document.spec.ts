import { describe, expect, it } from '@jest/globals';
import { alternateLinks, browserPageShell, inlineStylesheet, pageDocument, scriptSafeJson } from './page-document.js';

const TEMPLATE = [
  '<!doctype html><html lang="en" dir="ltr"><head><script>boot()</script>',
  '<meta name="description" content="General"><title>Site</title></head>',
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
].join('');
const PAGE = { html: '<h1>الخدمات</h1>', state: '{"queries":[{"name":"</script><script>x()"}]}', title: 'الخدمات | شبكة', description: 'Say "hi" & <b>' };

describe('pageDocument', () => {
  it('serves Arabic right-to-left from the first byte, with its title and description', () => {
    const html = pageDocument(TEMPLATE, PAGE, { lang: 'ar', publicUrl: 'https://dealer.example/', path: '/service' });
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl" data-prerendered="">/);
    expect(html).toContain('<title>الخدمات | شبكة</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;">');
    expect(html).toContain('<div id="root"><h1>الخدمات</h1></div>');
    // The bootstrap script is untouched, so its hash in the Content-Security-Policy still matches.
    expect(html).toContain('<script>boot()</script>');
  });

  it('ships the data as JSON that cannot close its script element', () => {
    const html = pageDocument(TEMPLATE, PAGE, { lang: 'en', publicUrl: 'https://dealer.example', path: '/' });
    expect(html).toContain('<script type="application/json" id="prerender-state">{"queries":[{"name":"\\u003c/script>\\u003cscript>x()"}]}</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(JSON.parse(scriptSafeJson('{"a":"</b>\u2028"}'))).toEqual({ a: '</b>\u2028' });
  });

  it('names the page in both languages for search engines, canonical in the language shown', () => {
    expect(alternateLinks('https://dealer.example/', '/WarrantyClaim', 'ar')).toEqual([
      '<link rel="canonical" href="https://dealer.example/WarrantyClaim?lang=ar">',
      '<link rel="alternate" hreflang="en" href="https://dealer.example/WarrantyClaim?lang=en">',
      '<link rel="alternate" hreflang="ar" href="https://dealer.example/WarrantyClaim?lang=ar">',
      '<link rel="alternate" hreflang="x-default" href="https://dealer.example/WarrantyClaim">',
    ]);
  });

  it('links the page’s own styles in the head, and names its code for after the first paint instead of loading it', () => {
    const assets = { styles: ['/assets/home-1.css'], scripts: ['/assets/home-1.js'] };
    const html = pageDocument(TEMPLATE, PAGE, { lang: 'en', publicUrl: 'https://dealer.example', path: '/', assets });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css"><link rel="canonical"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script type="application/json" id="page-code">{"entry":"/assets/index.js","preload":["/assets/home-1.js"],"warm":[]}</script></body>');
  });

  it('names the Intl objects the render used, for the page’s first script to make before hydration', () => {
    const warm = [['Collator', 'ar'], ['DateTimeFormat', 'ar-SA-u-ca-gregory-nu-latn', 'UTC']] as const;
    const html = pageDocument(TEMPLATE, { ...PAGE, warm }, { lang: 'ar', publicUrl: 'https://dealer.example', path: '/' });
    const code = /<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(code!).warm).toEqual(warm);
  });

  it('writes the entry’s and the page’s stylesheets into the page, their links left disabled for the code loader', () => {
    const template = TEMPLATE.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>');
    const styleSheets = new Map([
      ['/assets/index-1.css', 'body{margin:0}'],
      ['/assets/home-1.css', '.hero{color:red}'],
    ]);
    const assets = { styles: ['/assets/home-1.css', '/assets/other.css'], scripts: [] };
    const html = pageDocument(template, PAGE, { lang: 'en', publicUrl: 'https://dealer.example', path: '/', assets, styleSheets });
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>');
    expect(html).toContain('<style>.hero{color:red}</style><link rel="stylesheet" crossorigin href="/assets/home-1.css" disabled>');
    // A stylesheet the build did not list is linked as before.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/other.css">');
    expect(html).not.toMatch(/href="\/assets\/(index|home)-1\.css">/);
  });

  it('never lets a stylesheet close its style element early', () => {
    expect(inlineStylesheet('/a.css', 'a::after{content:"</style><script>x()</script>"}')).toMatch(/^<style>a::after\{content:"<\\\/style><script>x\(\)<\/script>"\}<\/style>/);
  });

  it('names the address itself canonical where it was asked for without a language and shows the default', () => {
    expect(alternateLinks('https://dealer.example', '/', 'en', false)[0]).toBe('<link rel="canonical" href="https://dealer.example/">');
    expect(alternateLinks('https://dealer.example', '/', 'ar', false)[0]).toBe('<link rel="canonical" href="https://dealer.example/?lang=ar">');
  });

  it('keeps the 404 page out of search results', () => {
    const html = pageDocument(TEMPLATE, PAGE, { lang: 'en', publicUrl: 'https://dealer.example', path: null });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('hreflang');
  });
});

describe('browserPageShell', () => {
  it('serves the plain app right-to-left in Arabic from the first byte, unindexed, its scripts untouched', () => {
    const html = browserPageShell(TEMPLATE, { lang: 'ar', title: 'AutoCare', description: 'احجز "الصيانة" & <b>' });
    expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head>/);
    expect(html).not.toContain('data-prerendered');
    expect(html).toContain('<title>AutoCare</title>');
    expect(html).toContain('<meta name="description" content="احجز &quot;الصيانة&quot; &amp; &lt;b&gt;">');
    expect(html).toContain('<meta name="robots" content="noindex"></head>');
    expect(html).toContain('<script>boot()</script>');
    expect(html).toContain('<div id="root"></div><script type="module" src="/assets/index.js"></script>');
  });

  it('keeps the template\'s description when the site gave none', () => {
    expect(browserPageShell(TEMPLATE, { lang: 'en', title: 'AutoCare' })).toMatch(/^<!doctype html><html lang="en" dir="ltr">.*<meta name="description" content="General">/);
  });
});

