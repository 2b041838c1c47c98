import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { openPublicPage, publicPaths, scrollThrough } from './support/public-site.js';
import { startStack, type Stack } from './support/stack.js';

interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: string[];
}

describe('accessibility: axe on every public page', () => {
  let stack: Stack;
  let browser: Browser;
  let paths: string[];

  beforeAll(async () => {
    stack = await startStack({ seedDemo: true });
    browser = await launchBrowser();
    paths = await publicPaths(stack.baseUrl);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  // One test per language and width keeps each well inside its time limit on a busy machine.
  // The phone run keeps the consent banner up, so the banner itself is checked too.
  it.each([
    ['en', 390, false],
    ['en', 1280, true],
    ['ar', 390, false],
    ['ar', 1280, true],
  ] as const)('finds no serious or critical violation in %s at %ipx', async (lang, width, consented) => {
    const findings: Finding[] = [];
    for (const path of paths) {
      // axe needs a page from browser.newContext().
      const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: { width, height: 844 }, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
      const page = await context.newPage();
      await openPublicPage(page, path, lang, { consented });
      await scrollThrough(page);
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const violation of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        findings.push({ page: `${path} ${width}px`, rule: violation.id, impact: violation.impact ?? '', nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) });
      }
      await context.close();
    }
    expect(findings).toEqual([]);
  }, 180_000);
});
