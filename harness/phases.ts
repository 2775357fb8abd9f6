/**
 * Where a run's time goes, by phase of a look (navigation, settling, screenshot, compare, axe, …), summed over every
 * page (pages run in parallel, so the sum exceeds the run's wall time; the shares are what to cut first).
 */
const totals = new Map<string, { ms: number; count: number }>();

export async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const entry = totals.get(phase) ?? { ms: 0, count: 0 };
    entry.ms += performance.now() - started;
    entry.count += 1;
    totals.set(phase, entry);
  }
}

/** One line per phase, largest first: total seconds, share, count and mean. */
export function phaseReport(): string {
  const all = [...totals].sort((a, b) => b[1].ms - a[1].ms);
  const sum = all.reduce((s, [, e]) => s + e.ms, 0) || 1;
  return all
    .map(
      ([phase, e]) =>
        `  ${phase.padEnd(22)} ${(e.ms / 1000).toFixed(1).padStart(8)} s  ${((100 * e.ms) / sum).toFixed(0).padStart(3)} %` +
        `  ${String(e.count).padStart(5)} × ${(e.ms / e.count / 1000).toFixed(2)} s`,
    )
    .join('\n');
}
