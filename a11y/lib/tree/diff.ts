/** One line of a difference: kept, removed from the baseline, or added by the new tree. */
export interface DiffLine {
  kind: ' ' | '-' | '+';
  text: string;
}

/** The lines kept, removed and added between two texts (longest common subsequence), in order. */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Common lines at both ends are kept as they are: a change is usually a few lines in a long tree.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const x = a.slice(start, a.length - end);
  const y = b.slice(start, b.length - end);
  const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i -= 1)
    for (let j = y.length - 1; j >= 0; j -= 1)
      lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      middle.push({ kind: ' ', text: x[i]! });
      i += 1;
      j += 1;
    } else if (i < x.length && (j === y.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      // What went comes before what came in its place.
      middle.push({ kind: '-', text: x[i]! });
      i += 1;
    } else {
      middle.push({ kind: '+', text: y[j]! });
      j += 1;
    }
  }
  const kept = (lines: string[]) => lines.map((text): DiffLine => ({ kind: ' ', text }));
  return [...kept(a.slice(0, start)), ...middle, ...kept(a.slice(a.length - end))];
}

/** The changed lines with `context` lines around each, as a unified diff's body ('…' between far parts). */
export function diffHunks(lines: DiffLine[], context = 3): string {
  const near = new Set<number>();
  lines.forEach((line, index) => {
    if (line.kind === ' ') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k += 1) near.add(k);
  });
  const out: string[] = [];
  let last = -1;
  for (const index of [...near].sort((p, q) => p - q)) {
    if (last >= 0 && index > last + 1) out.push('…');
    out.push(`${lines[index]!.kind}${lines[index]!.text}`);
    last = index;
  }
  return out.join('\n');
}
