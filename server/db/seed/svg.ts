/**
 * Zellige-like tile patterns as SVG, drawn inside the silhouette of the product. Deterministic: the same spec gives
 * the same SVG byte for byte, so the content hash (and the media filename) is stable between seeds.
 * Coordinates use a 120×120 view box. Light and setting are drawn in flat tones (gradients with hard stops, no
 * filters): fast to rasterise, and few colours, which keeps the pictures and every screenshot of them small.
 */
import { f, mix } from './colour';
import { SILHOUETTES, type Silhouette, light, setting } from './setting';

export type Motif = 'star8' | 'khatam' | 'diamonds' | 'hexstar' | 'rosette' | 'chevron';
export const MOTIFS: readonly Motif[] = ['star8', 'khatam', 'diamonds', 'hexstar', 'rosette', 'chevron'];

export type { Silhouette } from './setting';

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

/** The SVG for one product picture, `size` pixels square: the pattern in the product's outline, lit, in its setting. */
export function patternSvg(spec: PatternSpec, size: number): string {
  const tones = {
    base: mix(spec.colour, '#ffffff', 0.82),
    main: spec.colour,
    dark: mix(spec.colour, '#000000', 0.45),
    light: mix(spec.colour, '#ffffff', 0.55),
    accent: spec.accent,
  };
  const s = 120 / spec.tiles;
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
  const lit = light(spec.silhouette, path, tones);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">` +
    `<defs><g id="t">${tile(spec.motif, s, tones)}</g><clipPath id="o"><path d="${path}"/></clipPath>${lit.defs}</defs>` +
    setting(spec.silhouette, spec.colour) +
    `<g clip-path="url(#o)"><g transform="rotate(${spec.rotation} 60 60)">${uses.join('')}</g></g>` +
    lit.over +
    `<path d="${path}" fill="none" stroke="${outline}" stroke-width="1.2"/>` +
    lit.after +
    `</svg>`
  );
}
