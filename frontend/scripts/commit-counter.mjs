// Counts the components React renders at each commit of a page, for hydration-renders.mjs and the
// browser tests: give installCommitCounter to Playwright's page.addInitScript (it runs in the page, so
// it refers to nothing outside itself), then read window.__hydrationCommits.
// A stand-in for React's developer-tools hook hears of every commit; a component counts when its fiber
// is new to this commit's tree and React ran its function (the PerformedWork flag), so parts React
// skipped, which keep their fibers from the commit before, do not. `updated` counts those of them that
// were on the page before (rendered again), as opposed to hydrated or mounted for the first time.
export function installCommitCounter() {
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
      let updated = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (!previous.has(fiber) && fiber.flags & PERFORMED_WORK && typeof fiber.type === 'function') {
          rendered += 1;
          if (fiber.alternate) updated += 1;
          const name = fiber.type.displayName || fiber.type.name || '?';
          names.set(name, (names.get(name) ?? 0) + 1);
        }
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
      previous = seen;
      commits.push({ at: Math.round(performance.now()), rendered, updated, names: [...names].sort((a, b) => b[1] - a[1]).slice(0, 8) });
    },
  };
}

/** The commits counted so far in a page opened with installCommitCounter. */
export function commitsOf(page) {
  return page.evaluate(() => window.__hydrationCommits ?? []);
}
