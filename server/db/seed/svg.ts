/**
 * Zellige-like tile patterns as SVG, drawn inside the silhouette of the product. Deterministic: the same spec gives
 * the same SVG byte for byte, so the content hash (and the media filename) is stable between seeds.
 * Coordinates use a 120×120 view box; no filters or gradients, which keeps rasterising fast.
 */

export type Motif = 'star8' | 'khatam' | 'diamonds' | 'hexstar' | 'rosette' | 'chevron';
export const MOTIFS: readonly Motif[] = ['star8', 'khatam', 'diamonds', 'hexstar', 'rosette', 'chevron'];

export type Silhouette =
  'mug' | 'bowl' | 'plate' | 'tagine' | 'rug' | 'cushion' | 'bag' | 'babouche' | 'lantern' | 'jewel' | 'tile';

export interface PatternSpec {
  silhouette: Silhouette;
  motif: Motif;
  /** '#rrggbb': the colour of the product. */
  colour: string;
  accent: string;
  /** Tiles across the view box. */
  tiles: number;
  rotation: number;
}

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

const f = (n: number) => Number(n.toFixed(2)).toString();

function polygon(points: Array<[number, number]>, fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}"/>`;
}

function regular(cx: number, cy: number, r: number, sides: number, phase: number): Array<[number, number]> {
  return Array.from({ length: sides }, (_, i) => {
    const a = phase + (i * 2 * Math.PI) / sides;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

function star(cx: number, cy: number, outer: number, inner: number, points: number): Array<[number, number]> {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

/** One tile of the motif, size s, in the four tones of the palette. */
function tile(
  motif: Motif,
  s: number,
  tones: { base: string; main: string; dark: string; light: string; accent: string },
): string {
  const c = s / 2;
  const bg = `<rect width="${f(s)}" height="${f(s)}" fill="${tones.base}"/>`;
  switch (motif) {
    case 'star8':
      return (
        bg +
        polygon(regular(c, c, s * 0.46, 4, 0), tones.main) +
        polygon(regular(c, c, s * 0.46, 4, Math.PI / 4), tones.main) +
        polygon(regular(c, c, s * 0.24, 8, Math.PI / 8), tones.light) +
        polygon(regular(c, c, s * 0.1, 4, Math.PI / 4), tones.accent) +
        polygon(regular(0, 0, s * 0.16, 4, 0), tones.dark) +
        polygon(regular(s, 0, s * 0.16, 4, 0), tones.dark) +
        polygon(regular(0, s, s * 0.16, 4, 0), tones.dark) +
        polygon(regular(s, s, s * 0.16, 4, 0), tones.dark)
      );
    case 'khatam':
      return (
        bg +
        polygon(star(c, c, s * 0.48, s * 0.3, 8), tones.dark) +
        polygon(star(c, c, s * 0.4, s * 0.25, 8), tones.main) +
        `<circle cx="${f(c)}" cy="${f(c)}" r="${f(s * 0.14)}" fill="${tones.accent}"/>`
      );
    case 'diamonds':
      return (
        bg +
        polygon(regular(c, c, s * 0.5, 4, 0), tones.main) +
        polygon(regular(c, c, s * 0.3, 4, 0), tones.light) +
        polygon(regular(c, c, s * 0.12, 4, 0), tones.dark) +
        polygon(regular(0, 0, s * 0.12, 4, 0), tones.accent) +
        polygon(regular(s, s, s * 0.12, 4, 0), tones.accent)
      );
    case 'hexstar':
      return (
        bg +
        polygon(star(c, c, s * 0.48, s * 0.28, 6), tones.main) +
        polygon(regular(c, c, s * 0.22, 6, Math.PI / 6), tones.light) +
        polygon(star(c, c, s * 0.14, s * 0.07, 6), tones.accent) +
        polygon(regular(0, 0, s * 0.18, 6, 0), tones.dark) +
        polygon(regular(s, s, s * 0.18, 6, 0), tones.dark)
      );
    case 'rosette':
      return (
        bg +
        [0, 1, 2, 3, 4, 5]
          .map((i) => {
            const [x, y] = regular(c, c, s * 0.2, 6, 0)[i] as [number, number];
            return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.2)}" fill="${i % 2 ? tones.main : tones.dark}" fill-opacity="0.85"/>`;
          })
          .join('') +
        `<circle cx="${f(c)}" cy="${f(c)}" r="${f(s * 0.12)}" fill="${tones.accent}"/>`
      );
    case 'chevron':
      return (
        bg +
        polygon(
          [
            [0, s * 0.15],
            [c, s * 0.5],
            [s, s * 0.15],
            [s, s * 0.35],
            [c, s * 0.7],
            [0, s * 0.35],
          ],
          tones.main,
        ) +
        polygon(
          [
            [0, s * 0.55],
            [c, s * 0.9],
            [s, s * 0.55],
            [s, s * 0.65],
            [c, s],
            [0, s * 0.65],
          ],
          tones.dark,
        ) +
        polygon(regular(c, s * 0.2, s * 0.08, 4, 0), tones.accent)
      );
  }
}

/** The outline of each kind of product, in the 120×120 view box. */
const SILHOUETTES: Record<Silhouette, string> = {
  mug: 'M30 32 H82 V88 Q82 100 70 100 H42 Q30 100 30 88 Z M82 44 Q102 44 102 62 Q102 80 82 80 V72 Q94 72 94 62 Q94 52 82 52 Z',
  bowl: 'M14 50 H106 Q104 88 72 96 H48 Q16 88 14 50 Z',
  plate: 'M60 12 A48 48 0 1 1 59.9 12 Z',
  tagine: 'M60 14 Q64 14 64 20 L92 80 H28 L56 20 Q56 14 60 14 Z M12 80 H108 Q104 96 84 98 H36 Q16 96 12 80 Z',
  rug: 'M24 12 H96 V108 H24 Z',
  cushion: 'M20 22 Q60 30 100 22 Q92 60 100 98 Q60 90 20 98 Q28 60 20 22 Z',
  bag: 'M22 46 H98 L92 104 H28 Z M40 46 Q40 14 60 14 Q80 14 80 46 H74 Q74 22 60 22 Q46 22 46 46 Z',
  babouche: 'M14 70 Q14 40 46 36 H92 Q108 38 108 56 Q108 80 86 84 H30 Q14 84 14 70 Z',
  lantern: 'M52 8 H68 V16 H52 Z M44 16 H76 L88 36 H32 Z M32 36 H88 L82 94 H38 Z M40 94 H80 L72 108 H48 Z',
  jewel: 'M60 14 A46 46 0 1 1 59.9 14 Z M60 34 A26 26 0 1 0 60.1 34 Z',
  tile: 'M0 0 H120 V120 H0 Z',
};

/** The SVG for one product picture, `size` pixels square. */
export function patternSvg(spec: PatternSpec, size: number): string {
  const tones = {
    base: mix(spec.colour, '#ffffff', 0.82),
    main: spec.colour,
    dark: mix(spec.colour, '#000000', 0.45),
    light: mix(spec.colour, '#ffffff', 0.55),
    accent: spec.accent,
  };
  const s = 120 / spec.tiles;
  const background = mix(spec.colour, '#f6f1e7', 0.9);
  const outline = mix(spec.colour, '#000000', 0.6);
  const path = SILHOUETTES[spec.silhouette];
  // Tiles are laid out explicitly (<use>) in a rotated group: a rotated <pattern> is several times slower to rasterise.
  // Enough tiles to cover the view box once rotated: its half-extent grows from 60 (0°) to 60·√2 (45°).
  const angle = (spec.rotation * Math.PI) / 180;
  const reach = Math.ceil((60 * (Math.abs(Math.cos(angle)) + Math.abs(Math.sin(angle)))) / s) + 1;
  const uses: string[] = [];
  for (let y = -reach; y < reach; y++) {
    for (let x = -reach; x < reach; x++) uses.push(`<use href="#t" x="${f(60 + x * s)}" y="${f(60 + y * s)}"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">` +
    `<defs><g id="t">${tile(spec.motif, s, tones)}</g></defs>` +
    `<g transform="rotate(${spec.rotation} 60 60)">${uses.join('')}</g>` +
    // The background is a frame with the silhouette cut out (even-odd), cheaper to rasterise than a clip path.
    `<path d="M-1 -1 H121 V121 H-1 Z ${path}" fill="${background}" fill-rule="evenodd"/>` +
    `<path d="${path}" fill="none" stroke="${outline}" stroke-width="1.2"/>` +
    `</svg>`
  );
}
