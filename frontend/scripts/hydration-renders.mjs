// Counts the components React renders on a prerendered public page, commit by commit, from the first
// hydration until the page is quiet: how much work the page does after it is shown, counted rather
// than timed, so the figure is the same on a busy machine. Served by the production build with the
// demo data, like lighthouse-home.mjs.
// Usage: npm run build && node frontend/scripts/hydration-renders.mjs [path ...]   (default: the four
//   pages Lighthouse measures, in English and Arabic); VERBOSE=1 names the components of each commit.
// How: a stand-in for React's developer-tools hook hears of every commit; a component counts when its
// fiber is new to this commit's tree and React ran its function (the PerformedWork flag), so parts
// that React skipped, which keep their fibers from the commit before, do not.
import { chromium } from 'playwright-core';
import { startProductionServer } from './production-server.mjs';

const DEFAULT_PATHS = ['/', '/?lang=ar', '/why{brand}services', '/why{brand}services?lang=ar', '/locator', '/locator?lang=ar', '/WarrantyClaim', '/WarrantyClaim?lang=ar'];

function installCommitCounter() {
  const PERFORMED_WORK = 1;
  const commits = [];
  let previous = new WeakSet();
  window.__hydrationCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onCommitFiberRoot(_id, root) {
      const seen = new WeakSet();
      const names = new Map();
      let rendered = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (!previous.has(fiber) && fiber.flags & PERFORMED_WORK && typeof fiber.type === 'function') {
          rendered += 1;
          const name = fiber.type.displayName || fiber.type.name || '?';
          names.set(name, (names.get(name) ?? 0) + 1);
        }
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      previous = seen;
      commits.push({ at: Math.round(performance.now()), rendered, names: [...names].sort((a, b) => b[1] - a[1]).slice(0, 8) });
    },
  };
}

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
    const commits = await page.evaluate(() => window.__hydrationCommits);
    const total = commits.reduce((sum, commit) => sum + commit.rendered, 0);
    console.log(`| ${path} | ${commits.length} | ${commits.map((commit) => commit.rendered).join(' + ')} | ${total} |`);
    if (process.env.VERBOSE) for (const commit of commits) console.log(`    ${commit.at} ms: ${commit.rendered} ${commit.names.map(([name, count]) => `${name}×${count}`).join(' ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
