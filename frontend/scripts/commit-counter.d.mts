import type { Page } from 'playwright-core';

/** One commit of React: when (ms since the page began), how many components it ran, the most frequent names. */
export interface Commit {
  at: number;
  rendered: number;
  /** Of those, the ones rendered again (on the page before this commit). */
  updated: number;
  names: [string, number][];
}

export declare function installCommitCounter(): void;
export declare function commitsOf(page: Page): Promise<Commit[]>;
