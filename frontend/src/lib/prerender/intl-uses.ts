import type { IntlWarmup } from '@dealer/contracts';

interface Watched {
  proto: object;
  name: string;
  warmup: (self: never) => IntlWarmup;
}

const dates = (format: Intl.DateTimeFormat): IntlWarmup => {
  const { locale, timeZone } = format.resolvedOptions();
  return ['DateTimeFormat', locale, timeZone];
};

// `compare` and `format` are getters (they hand out bound functions), the others plain methods.
const WATCHED: readonly Watched[] = [
  { proto: Intl.Collator.prototype, name: 'compare', warmup: (collator: Intl.Collator) => ['Collator', collator.resolvedOptions().locale] },
  ...['format', 'formatToParts', 'formatRange', 'formatRangeToParts'].map((name) => ({ proto: Intl.DateTimeFormat.prototype, name, warmup: dates })),
];

/**
 * Runs a synchronous render and tells which Intl objects it used (see IntlWarmup): the page's first
 * script makes the same ones before hydration, and nothing for a page that used none. The formatters
 * are made once per process and kept (content-choices.ts, the contracts' formatting), so what counts is
 * their use, seen through the prototypes for the render's duration only: nothing else runs meanwhile,
 * as the render is synchronous, and the prototypes are restored even when it throws.
 */
export function recordIntlUses<T>(render: () => T): { result: T; uses: IntlWarmup[] } {
  const uses = new Map<string, IntlWarmup>();
  const seen = new WeakSet<object>();
  const note = (self: object, warmup: (self: never) => IntlWarmup) => {
    if (seen.has(self)) return;
    seen.add(self);
    const used = warmup(self as never);
    uses.set(JSON.stringify(used), used);
  };
  const restores: (() => void)[] = [];
  try {
    for (const { proto, name, warmup } of WATCHED) {
      const original = Object.getOwnPropertyDescriptor(proto, name);
      if (!original) continue;
      restores.push(() => Object.defineProperty(proto, name, original));
      const { get, value } = original;
      if (get) {
        Object.defineProperty(proto, name, {
          ...original,
          get(this: object) {
            note(this, warmup);
            return get.call(this);
          },
        });
      } else if (typeof value === 'function') {
        Object.defineProperty(proto, name, {
          ...original,
          value(this: object, ...args: unknown[]) {
            note(this, warmup);
            return (value as (...args: unknown[]) => unknown).apply(this, args);
          },
        });
      }
    }
    return { result: render(), uses: [...uses.values()] };
  } finally {
    for (const restore of restores.reverse()) restore();
  }
}
