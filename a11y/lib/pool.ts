/** Runs `work` over `items` with `workers` in parallel, each worker keeping its own resources (a page). */
export async function runPool<T, R, W>(
  items: readonly T[],
  workers: number,
  setUp: (index: number) => Promise<W>,
  work: (worker: W, item: T) => Promise<R>,
  tearDown: (worker: W) => Promise<void>,
  onDone?: (result: R, done: number, total: number) => void,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const run = async (index: number) => {
    const worker = await setUp(index);
    try {
      while (next < items.length) {
        const position = next++;
        results[position] = await work(worker, items[position] as T);
        done += 1;
        onDone?.(results[position] as R, done, items.length);
      }
    } finally {
      await tearDown(worker);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, (_, i) => run(i)));
  return results;
}
