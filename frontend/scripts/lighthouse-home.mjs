// Runs Lighthouse (mobile preset) on the public pages a customer lands on (home, about, locator, warranty
// claim) in English and Arabic, served by the production build through the real server with the demo
// data. Each page and language is measured RUNS times (3 by default) and the median of each figure is
// judged: one run on a shared machine says little. Exits with 1 when a median misses a target.
// Usage: npm run build && node frontend/scripts/lighthouse-home.mjs
//   BASE_URL to reuse a server; PAGES=home,locator and LANGS=en to measure fewer; RUNS=1 for a quick look;
//   VERBOSE=1 lists the layout shifts and console errors of each run.
// Each run also reports Lighthouse's benchmark index of the host (a short CPU test it runs in the page):
// Lighthouse simulates a mid-range phone by slowing the host's main thread 4 times, which assumes a host
// of index 1000 or more; below that it warns that the host is too slow, and the simulated phone is
// slower than the targets' phone, so the table says a miss does not judge the targets (a pass does: a
// slower host only lengthens what Lighthouse simulates from the tasks it times). The index is
// taken in a moment, so each run also gives the machine's load average as it started: other work on the
// cores stretches the page's tasks too, which the index does not see. Nor does it see memory: the index
// is a loop of JavaScript, while a renderer's navigation, style, layout and ICU data touch fresh pages
// by the thousand. Each run therefore also times the host's page faults (hostPageFaultMicros); on a
// virtual machine whose faults cost tens of times an ordinary host's, every task of the page grows
// with them and the 4× slowdown multiplies that again.
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startProductionServer } from './production-server.mjs';

const PAGES = { home: '/', about: '/why{brand}services', locator: '/locator', warranty: '/WarrantyClaim' };
const LANGS = ['en', 'ar'];
const RUNS = Number(process.env.RUNS ?? 3);

// The issue's targets: performance is judged on the median score, the rest on the median figure.
const TARGETS = {
  performance: { min: 98 },
  accessibility: { min: 95 },
  'best-practices': { min: 95 },
  seo: { min: 95 },
  lcp: { max: 1500 },
  tbt: { max: 50 },
  cls: { max: 0 },
};

/** Below it Lighthouse warns that the host's CPU is slower than its simulation assumes (core/gather/driver/environment.js). */
const SLOW_HOST_INDEX = 1000;
/**
 * Above it (µs per first touch of a 4 KiB page) the host's memory is too slow for the figures to judge
 * the targets. An ordinary host's fault, page zeroing included, is a fraction of a microsecond; the
 * machine of 2026-11-28 read 12 to 21 µs, and the same build whose TBT had read 118 to 157 ms read
 * 783 to 1023 ms on it with a host index of 2400 to 2500.
 */
const SLOW_PAGE_FAULT_MICROS = 2;
/** The pause before each run's probe and the run itself. */
const SETTLE_MS = 1500;

/**
 * The host's cost of a page fault: a 64 MiB array (above glibc's largest threshold for reusing freed
 * memory, so it is always freshly mapped) touched once per page. The median of three.
 */
function hostPageFaultMicros() {
  const size = 64 * 1024 * 1024;
  const samples = [0, 1, 2].map(() => {
    const started = process.hrtime.bigint();
    const bytes = new Uint8Array(size);
    for (let offset = 0; offset < size; offset += 4096) bytes[offset] = 1;
    return Number(process.hrtime.bigint() - started) / 1000 / (size / 4096);
  });
  return median(samples);
}

const chosen = (list, all) => (list ? list.split(',').filter((item) => all.includes(item)) : all);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The address of a page in a language: Arabic is asked for in the address, as a shared link would. */
function addressOf(baseUrl, path, lang) {
  return `${baseUrl}${path}${lang === 'ar' ? '?lang=ar' : ''}`;
}

function figuresOf(lhr) {
  const scores = Object.fromEntries(Object.values(lhr.categories).map((category) => [category.id, Math.round(category.score * 100)]));
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    ...scores,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    hostIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  };
}

function reportDetails(lhr) {
  const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
  for (const audit of failing) {
    console.log(`    failing: ${audit.id} (${audit.title})`);
    // Which elements, so an accessibility finding can be acted on without opening the report.
    for (const item of (audit.details?.items ?? []).slice(0, 5)) if (item.node) console.log(`      ${item.node.selector ?? ''} ${(item.node.snippet ?? '').slice(0, 160)}`);
  }
  if (!process.env.VERBOSE) return;
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) console.log('    shift', item.score?.toFixed(3), item.node?.snippet ?? '');
  for (const item of lhr.audits['errors-in-console']?.details?.items ?? []) console.log('    console', item.description ?? '', item.sourceLocation?.url ?? '');
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  console.log(`    observed in the trace: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`);
  for (const item of lhr.audits['lcp-breakdown-insight']?.details?.items ?? []) {
    if (item.type === 'node') console.log('    lcp element', item.selector ?? '', (item.snippet ?? '').slice(0, 120));
    if (item.type === 'table') console.log('    lcp parts', item.items.map((part) => `${part.subpart} ${Math.round(part.duration)} ms`).join(', '));
  }
  for (const item of lhr.audits['long-tasks']?.details?.items ?? []) console.log('    long task', Math.round(item.duration), 'ms at', Math.round(item.startTime), item.url);
  // What the main thread did, by kind and by script: where blocking time can be cut.
  const kinds = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  console.log('    main thread', kinds.map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`).join(', '));
  for (const item of lhr.audits['bootup-time']?.details?.items ?? []) {
    console.log(`    script ${item.url}: ${Math.round(item.total)} ms (evaluation ${Math.round(item.scripting)}, parse ${Math.round(item.scriptParseCompile)})`);
  }
}

/** The targets a page's medians miss, as short phrases. */
function missesOf(figures) {
  return Object.entries(TARGETS).flatMap(([id, target]) => {
    const value = figures[id];
    if (target.min !== undefined && !(value >= target.min)) return [`${id} ${value} < ${target.min}`];
    if (target.max !== undefined && !(value <= target.max)) return [`${id} ${id === 'cls' ? value.toFixed(3) : Math.round(value)} > ${target.max}`];
    return [];
  });
}

const server = await startProductionServer();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
try {
  const site = await (await fetch(`${server.baseUrl}/api/site`)).json();
  for (const name of chosen(process.env.PAGES, Object.keys(PAGES))) {
    for (const lang of chosen(process.env.LANGS, LANGS)) {
      const url = addressOf(server.baseUrl, PAGES[name].replace('{brand}', site.brandSlug), lang);
      const runs = [];
      // A run Lighthouse could not finish (a busy machine, a page that never painted) is reported and
      // made again, at most RUNS times over, so a median is of real figures.
      for (let run = 1, attempts = 0; run <= RUNS && attempts < RUNS * 2; attempts += 1) {
        // The browser is still tearing down the last run's page: let it settle, so the probe reads the
        // host rather than that teardown (it read 1.5 to 7.5 µs at once on a host of 1.2 to 1.8 idle).
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
        const load = loadavg()[0].toFixed(2);
        const pageFault = hostPageFaultMicros();
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        if (result.lhr.runtimeError) {
          console.log(`${name} ${lang} run ${run} failed: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
          continue;
        }
        const figures = { ...figuresOf(result.lhr), pageFault };
        console.log(`${name} ${lang} run ${run}: performance ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, host index ${figures.hostIndex}, page fault ${pageFault.toFixed(1)} µs, load ${load}`);
        reportDetails(result.lhr);
        runs.push(figures);
        if (rows.length === 0 && run === 1) console.log(`  (Lighthouse ${result.lhr.lighthouseVersion}, mobile preset, ${url})`);
        run += 1;
      }
      if (runs.length === 0) {
        rows.push({ name, lang, url, medians: null, misses: ['no run finished'] });
        continue;
      }
      const medians = Object.fromEntries(Object.keys(runs[0]).map((id) => [id, median(runs.map((figures) => figures[id]))]));
      rows.push({ name, lang, url, medians, misses: missesOf(medians) });
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`\nMedians of ${RUNS} run(s), Lighthouse mobile; targets: performance >= 98, LCP <= 1.5 s, TBT <= 50 ms, CLS 0, other scores >= 95`);
console.log('| Page | Lang | Perf | FCP | LCP | TBT | CLS | A11y | Best pr. | SEO | Host index | Page fault | Result |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const { name, lang, medians: m, misses } of rows) {
  if (!m) {
    console.log(`| ${name} | ${lang} | – | – | – | – | – | – | – | – | – | – | **MISSED** (${misses.join(', ')}) |`);
    continue;
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `| ${name} | ${lang} | ${m.performance} | ${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${m.hostIndex} | ${m.pageFault.toFixed(1)} µs | ${misses.length ? `**MISSED** (${misses.join(', ')})` : 'pass'} |`,
  );
}
const slowCpu = rows.some((row) => row.medians && !(row.medians.hostIndex >= SLOW_HOST_INDEX));
const slowMemory = rows.some((row) => row.medians && !(row.medians.pageFault <= SLOW_PAGE_FAULT_MICROS));
if (slowCpu || slowMemory) {
  const why = [
    slowCpu && `its CPU was slower than Lighthouse's simulation assumes (host index below ${SLOW_HOST_INDEX})`,
    slowMemory && `its page faults cost more than ${SLOW_PAGE_FAULT_MICROS} µs (an ordinary host's cost a fraction of one)`,
  ].filter(Boolean);
  // Lighthouse simulates the phone from the tasks it times on this host, so a slower host can only
  // lengthen the figures: a pass stands on any host, a miss only on a quiet one.
  const missed = rows.some((row) => row.misses.length > 0);
  console.log(
    missed
      ? `\nThe host was too slow to judge the targets: ${why.join('; ')}. Its simulated phone ran slower than ` +
          "the targets' phone, so the misses may be the host's. Measure on a quiet machine."
      : `\nThe host was slower than a quiet one: ${why.join('; ')}. A slower host only lengthens these figures, ` +
          'so the passes stand.',
  );
}
if (rows.some((row) => row.misses.length > 0)) process.exitCode = 1;
