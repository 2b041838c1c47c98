// Counts the components React renders on a prerendered public page, commit by commit, from the first
// hydration until the page is quiet: how much work the page does after it is shown, counted rather
// than timed, so the figure is the same on a busy machine. Served by the production build with the
// demo data, like lighthouse-home.mjs.
// Usage: npm run build && node frontend/scripts/hydration-renders.mjs [path ...]   (default: the four
//   pages Lighthouse measures, in English and Arabic); VERBOSE=1 names the components of each commit.
// How: see commit-counter.mjs.
import { chromium } from 'playwright-core';
import { commitsOf, installCommitCounter } from './commit-counter.mjs';
import { startProductionServer } from './production-server.mjs';

const DEFAULT_PATHS = ['/', '/?lang=ar', '/why{brand}services', '/why{brand}services?lang=ar', '/locator', '/locator?lang=ar', '/WarrantyClaim', '/WarrantyClaim?lang=ar'];

const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const site = await (await fetch(`${server.baseUrl}/api/site`)).json();
  const paths = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_PATHS;
  console.log('| Page | Commits | Components rendered, by commit | In all |');
  console.log('|---|---|---|---|');
  for (const path of paths.map((template) => template.replace('{brand}', site.brandSlug))) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.addInitScript(installCommitCounter);
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const commits = await commitsOf(page);
    const total = commits.reduce((sum, commit) => sum + commit.rendered, 0);
    console.log(`| ${path} | ${commits.length} | ${commits.map((commit) => commit.rendered).join(' + ')} | ${total} |`);
    if (process.env.VERBOSE) for (const commit of commits) console.log(`    ${commit.at} ms: ${commit.rendered} (${commit.updated} again) ${commit.names.map(([name, count]) => `${name}×${count}`).join(' ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
