import { afterAll, beforeAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startStack, type Stack, type StackOptions } from './stack.js';

export interface Journey {
  /** Both are ready once the file's set-up has run. */
  readonly stack: Stack;
  readonly browser: Browser;
}

/**
 * One server stack and one browser for a whole journey file: started before its first test, stopped after
 * its last. Call at the top of the file.
 */
export function useJourney(options: StackOptions = {}): Journey {
  const started: { stack?: Stack; browser?: Browser } = {};
  beforeAll(async () => {
    started.stack = await startStack(options);
    started.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await started.browser?.close();
    await started.stack?.stop();
  }, 60_000);
  return {
    get stack() {
      return started.stack!;
    },
    get browser() {
      return started.browser!;
    },
  };
}
