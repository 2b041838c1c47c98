import { describe, expect, it } from '@jest/globals';
import { openPublicPage, scrollThrough, seriousAxeViolations, usePublicSiteJourney } from './support/public-site.js';

interface Finding {
  page: string;
  rule: string;
  impact: string;
  nodes: string[];
}

describe('accessibility: axe on every public page', () => {
  const site = usePublicSiteJourney();

  // One test per language and width keeps each well inside its time limit on a busy machine.
  // The phone run keeps the consent banner up, so the banner itself is checked too.
  it.each([
    ['en', 390, false],
    ['en', 1280, true],
    ['ar', 390, false],
    ['ar', 1280, true],
  ] as const)('finds no serious or critical violation in %s at %ipx', async (lang, width, consented) => {
    const findings: Finding[] = [];
    for (const path of site.paths) {
      // axe needs a page from browser.newContext().
      const context = await site.browser.newContext({ baseURL: site.stack.baseUrl, viewport: { width, height: 844 }, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
      const page = await context.newPage();
      await openPublicPage(page, path, lang, { consented });
      await scrollThrough(page);
      for (const violation of await seriousAxeViolations(page)) {
        findings.push({ page: `${path} ${width}px`, rule: violation.id, impact: violation.impact ?? '', nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) });
      }
      await context.close();
    }
    expect(findings).toEqual([]);
  }, 180_000);
});
