/**
 * Runs tasks one at a time, in the order they were queued, per key. The cart keys it by the store's `dispatch`, so
 * each store (the app's, each test's, each story's) has its own queue and no queue outlives its store.
 */
const tails = new WeakMap<object, Promise<unknown>>();

export function enqueue<T>(key: object, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  // The next task starts once this one has settled, whether it succeeded or failed.
  const run = previous.then(() => task());
  tails.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}
