/** Colours and numbers as the seed's drawings write them. */

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix of two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex(
    [0, 1, 2].map((i) => (ca[i] as number) * (1 - t) + (cb[i] as number) * t) as [number, number, number],
  );
}

/** A coordinate with at most two decimals, as short as it can be written. */
export const f = (n: number) => Number(n.toFixed(2)).toString();
