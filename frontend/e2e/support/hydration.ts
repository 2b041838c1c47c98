import type { Page } from 'playwright-core';

/** Console errors, and any warning about hydration, while the page loads and hydrates. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  return problems;
}

/**
 * Waits until React has hydrated the page's content and committed it: its heading is React's and the
 * page's controls are open (hydration-gate.tsx). The heading alone is not enough: React tags a node
 * while it renders, and a render that yields can leave the rest of the content unrendered for a while.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('h1');
    const reacts = heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    return reacts && document.querySelector('fieldset.hydration-gate:enabled') !== null;
  });
}

/**
 * Waits until React has taken over the page's heading (its first render reached it), on pages with no
 * controls to wait for as well.
 */
export async function headingHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber')));
}

/** Waits until the page's controls take input: React has hydrated its content (hydration-gate.tsx). */
export async function controlsOpen(page: Page): Promise<void> {
  await page.locator('fieldset.hydration-gate:enabled').waitFor({ state: 'attached' });
}
