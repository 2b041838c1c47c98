// Runs Lighthouse (mobile preset) on the home page served by the production build through the real
// server, with the demo data, and prints the four category scores.
// Usage: npm run build && node frontend/scripts/lighthouse-home.mjs   (BASE_URL to reuse a server)
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startProductionServer } from './production-server.mjs';

const server = await startProductionServer();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let scores;
try {
  const result = await lighthouse(`${server.baseUrl}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  scores = Object.fromEntries(Object.values(result.lhr.categories).map((category) => [category.id, Math.round(category.score * 100)]));
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  console.log(`Lighthouse ${result.lhr.lighthouseVersion}, mobile, ${server.baseUrl}/`);
  for (const [id, score] of Object.entries(scores)) console.log(`${id.padEnd(16)} ${score}`);
  for (const id of metrics) console.log(`  ${id.padEnd(26)} ${result.lhr.audits[id]?.displayValue ?? '-'}`);
  const failing = Object.values(result.lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary');
  for (const audit of failing) console.log(`  failing: ${audit.id} (${audit.title})`);
  if (process.env.VERBOSE) {
    for (const item of result.lhr.audits['layout-shifts']?.details?.items ?? []) console.log('  shift', item.score?.toFixed(3), item.node?.snippet ?? '');
    for (const item of result.lhr.audits['errors-in-console']?.details?.items ?? []) console.log('  console', item.description ?? '', item.sourceLocation?.url ?? '');
  }
} finally {
  await chrome.kill();
  await server.stop();
}
process.exit(Object.values(scores ?? {}).every((score) => score >= 95) ? 0 : 1);
