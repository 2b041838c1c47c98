// Where a public page's main thread goes while it loads: Chromium traces each load with the CPU slowed
// 4x (as Lighthouse's phone) and this prints, per page and language, the medians of style, layout,
// paint and script time, the longest task after the first contentful paint and the blocking time after
// it (each task's part over 50 ms). Unlike Lighthouse's simulation these are the trace's own figures, so
// they move with the machine: compare within one run. COMPARE_CSS adds a variant: each run loads the
// page also with that CSS in its <head>, alternately, and the table gives both and their ratio, e.g.
//   COMPARE_CSS='.lazy-layout{content-visibility:visible!important}' node frontend/scripts/main-thread-trace.mjs
// measures what the lazily laid-out blocks save. BASE_URL reuses a server; PAGES=home,locator and
// LANGS=en measure fewer; RUNS (5 by default) loads per page and variant.
import { chromium } from 'playwright-core';
import { startProductionServer } from './production-server.mjs';

const PAGES = { home: '/', about: '/why{brand}services', locator: '/locator', warranty: '/WarrantyClaim' };
const LANGS = ['en', 'ar'];
const RUNS = Number(process.env.RUNS ?? 5);
const COMPARE_CSS = process.env.COMPARE_CSS ?? '';
const FIGURES = ['style', 'layout', 'paint', 'script', 'longest', 'blocking'];

const chosen = (list, all) => (list ? list.split(',').filter((item) => all.includes(item)) : all);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The figures of one load's trace, in ms of the slowed CPU. */
function figuresOf(events) {
  // The page's renderer main thread: of the renderers' main threads (about:blank's is one), the busiest.
  const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busiest = threads
    .map((thread) => ({ thread, work: events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X') }))
    .sort((a, b) => b.work.length - a.work.length)[0];
  if (!busiest) throw new Error('the trace holds no renderer');
  const main = busiest.work;
  const fcp = events.findLast((event) => event.name === 'firstContentfulPaint' && event.pid === busiest.thread.pid);
  if (!fcp) throw new Error('the trace holds no first contentful paint');
  const total = (pattern) => main.filter((event) => pattern.test(event.name)).reduce((sum, event) => sum + event.dur / 1000, 0);
  const from = fcp.ts;
  let longest = 0;
  let blocking = 0;
  for (const task of main.filter((event) => event.name === 'RunTask' && event.ts + event.dur > from)) {
    const length = (task.ts + task.dur - Math.max(task.ts, from)) / 1000;
    longest = Math.max(longest, length);
    blocking += Math.max(0, length - 50);
  }
  return {
    style: total(/^UpdateLayoutTree$/),
    layout: total(/^Layout$/),
    paint: total(/^(Paint|PrePaint)$/),
    script: total(/^(v8\.evaluateModule|EvaluateScript|FunctionCall)$/),
    longest,
    blocking,
  };
}

/** One load's figures; a trace that missed the page's paint (Chromium drops events now and then) is made again. */
async function traceLoad(browser, url, css) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return figuresOf(await traceEvents(browser, url, css));
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function traceEvents(browser, url, css) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  if (css) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `<style>${css}</style></head>`) });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Hydration and the sections near the screen finish after the load event.
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  const site = await (await fetch(`${server.baseUrl}/api/site`)).json();
  const variants = COMPARE_CSS ? ['as served', 'with COMPARE_CSS'] : ['as served'];
  for (const name of chosen(process.env.PAGES, Object.keys(PAGES))) {
    for (const lang of chosen(process.env.LANGS, LANGS)) {
      const url = `${server.baseUrl}${PAGES[name].replace('{brand}', site.brandSlug)}${lang === 'ar' ? '?lang=ar' : ''}`;
      const runs = variants.map(() => []);
      // Alternately, so both variants meet the same moments of a noisy machine.
      for (let run = 0; run < RUNS; run += 1) {
        for (const [index, variant] of variants.entries()) runs[index].push(await traceLoad(browser, url, variant === 'as served' ? '' : COMPARE_CSS));
      }
      const medians = runs.map((list) => Object.fromEntries(FIGURES.map((figure) => [figure, median(list.map((figures) => figures[figure]))])));
      medians.forEach((figures, index) => rows.push({ name, lang, variant: variants[index], figures }));
      if (COMPARE_CSS) rows.push({ name, lang, variant: 'ratio', figures: Object.fromEntries(FIGURES.map((figure) => [figure, medians[0][figure] / medians[1][figure]])) });
      console.log(`${name} ${lang}: ${RUNS} run(s) measured`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nMedians of ${RUNS} load(s), CPU slowed 4x, ms (ratio: as served / with COMPARE_CSS)`);
console.log(`| Page | Lang | Variant | ${FIGURES.join(' | ')} |`);
console.log(`|---|---|---|${FIGURES.map(() => '---|').join('')}`);
for (const { name, lang, variant, figures } of rows) {
  const cells = FIGURES.map((figure) => (variant === 'ratio' ? figures[figure].toFixed(2) : Math.round(figures[figure])));
  console.log(`| ${name} | ${lang} | ${variant} | ${cells.join(' | ')} |`);
}
