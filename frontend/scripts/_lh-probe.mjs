import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
const url = process.argv[2];
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('perf', Math.round(r.lhr.categories.performance.score*100), ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift'].map(id=>a[id].displayValue).join(' | '));
for (const id of ['render-blocking-resources','render-blocking-insight','lcp-breakdown-insight','largest-contentful-paint-element','long-tasks','bootup-time','mainthread-work-breakdown','network-requests']) {
  const d = a[id]; if (!d) continue;
  console.log('##', id, d.displayValue ?? '');
  for (const it of (d.details?.items ?? []).slice(0, 40)) console.log('  ', JSON.stringify(it).slice(0, 260));
}
await chrome.kill();
