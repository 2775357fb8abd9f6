/**
 * Where a product picture's piece stands and how it is lit: a plastered wall with a niche, a cedar or linen surface,
 * the piece's cast shadow, and light on the piece as its material takes it (a glaze shines, a weave is matte, leather
 * is stitched, brass throws light on the wall). Light comes from the upper left. Everything is a flat tone: hard-stop
 * gradients and translucent shapes, never a blur.
 */
import { f, mix } from './colour';

export type Silhouette =
  'mug' | 'bowl' | 'plate' | 'tagine' | 'rug' | 'cushion' | 'bag' | 'babouche' | 'lantern' | 'jewel' | 'tile';

/** The outline of each kind of product, in the 120×120 view box. */
export const SILHOUETTES: Record<Silhouette, string> = {
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

type Material = 'glaze' | 'weave' | 'leather' | 'brass' | 'silver';

/** Each piece's material, its lowest point (where it stands) and its width, in the view box. */
const PIECE: Record<Silhouette, { material: Material; floor: number; left: number; right: number; hung?: true }> = {
  mug: { material: 'glaze', floor: 100, left: 30, right: 102 },
  bowl: { material: 'glaze', floor: 96, left: 14, right: 106 },
  plate: { material: 'glaze', floor: 108, left: 12, right: 108 },
  tagine: { material: 'glaze', floor: 98, left: 12, right: 108 },
  tile: { material: 'glaze', floor: 120, left: 0, right: 120 },
  rug: { material: 'weave', floor: 108, left: 24, right: 96, hung: true },
  cushion: { material: 'weave', floor: 98, left: 20, right: 100 },
  bag: { material: 'leather', floor: 104, left: 22, right: 98 },
  babouche: { material: 'leather', floor: 84, left: 14, right: 108 },
  lantern: { material: 'brass', floor: 108, left: 32, right: 88, hung: true },
  jewel: { material: 'silver', floor: 106, left: 14, right: 106 },
};

const WALL = '#efe6d6';
const CEDAR = '#9a6a45';
const LINEN = '#ddd0b8';

/** The wall, its niche and the surface the piece stands on, with the piece's shadow; nothing for a tile's close-up. */
export function setting(silhouette: Silhouette, colour: string): string {
  const piece = PIECE[silhouette];
  if (silhouette === 'tile') return '';
  // The wall takes a little of the piece's colour, so each picture keeps its own mood.
  const wall = mix(WALL, colour, 0.08);
  const niche = mix(wall, '#5a4632', 0.12);
  const nicheLit = mix(wall, '#ffffff', 0.35);
  const centre = (piece.left + piece.right) / 2;
  const half = Math.max(24, (piece.right - piece.left) / 2 + 10);
  const top = piece.hung ? 120 : piece.floor - 5;
  const nicheTop = 12;
  const nicheLeft = centre - half;
  const nicheRight = centre + half;
  const arch = `M${f(nicheLeft)} ${f(top)} V${f(nicheTop + half)} A${f(half)} ${f(half)} 0 0 1 ${f(nicheRight)} ${f(nicheTop + half)} V${f(top)} Z`;
  const parts = [
    `<rect width="120" height="120" fill="${wall}"/>`,
    // The niche's left side catches the window's light; its back is in shade.
    `<path d="${arch}" fill="${nicheLit}"/>`,
    `<path d="${arch}" fill="${niche}" transform="translate(2.5 1.5)"/>`,
  ];
  if (piece.hung) {
    // Hung on the wall: its shadow falls on the wall, down and to the right.
    parts.push(
      `<path d="${SILHOUETTES[silhouette]}" fill="${mix(niche, '#000000', 0.18)}" transform="translate(3 3)"/>`,
    );
    if (silhouette === 'lantern') {
      // Its chain, and the pattern of light a lit lantern throws on the wall around it.
      parts.push(`<rect x="59.3" y="0" width="1.4" height="8" fill="#3a2e22"/>`);
      for (let i = 0; i < 18; i += 1) {
        const a = (i / 18) * 2 * Math.PI;
        const [x, y] = [60 + Math.cos(a) * 52, 60 + Math.sin(a) * 50];
        if (x > 28 && x < 92) continue;
        parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${i % 2 ? 1.6 : 2.4}" fill="#ffd97a" fill-opacity="0.8"/>`);
      }
    }
    return parts.join('');
  }
  const surface = piece.material === 'weave' || piece.material === 'silver' ? LINEN : CEDAR;
  const front = mix(surface, '#000000', 0.22);
  const grain = mix(surface, '#000000', 0.08);
  parts.push(
    `<rect y="${f(top)}" width="120" height="${f(120 - top)}" fill="${surface}"/>`,
    `<rect y="${f(top + (120 - top) * 0.45)}" width="120" height="0.8" fill="${grain}"/>`,
    `<rect y="${f(top + (120 - top) * 0.75)}" width="120" height="0.8" fill="${grain}"/>`,
    `<rect y="${f(Math.max(top + 2, 115))}" width="120" height="6" fill="${front}"/>`,
    `<ellipse cx="${f(centre + 5)}" cy="${f(piece.floor)}" rx="${f(half - 4)}" ry="3.2" fill="${mix(surface, '#000000', 0.3)}"/>`,
  );
  return parts.join('');
}

interface Tones {
  light: string;
  dark: string;
  accent: string;
}

/** Light on the piece: `defs` to add, `over` drawn on its pattern (inside its outline), `after` over its outline. */
export function light(
  silhouette: Silhouette,
  path: string,
  tones: Tones,
): { defs: string; over: string; after: string } {
  const { material } = PIECE[silhouette];
  // The side away from the light, in shade: a hard stop, so two flat tones rather than a gradient.
  const defs = [
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0.62" stop-color="#000" stop-opacity="0"/><stop offset="0.62" stop-color="#000" stop-opacity="${material === 'weave' ? 0.14 : 0.2}"/></linearGradient>`,
  ];
  const over = [`<path d="${path}" fill="url(#shade)"/>`];
  const after: string[] = [];
  if (material === 'glaze' || material === 'silver' || material === 'brass') {
    // A glaze's shine: a soft ring and its bright core, where the window is reflected.
    defs.push(
      `<radialGradient id="shine" cx="0.3" cy="0.27" r="0.2"><stop offset="0.35" stop-color="#fff" stop-opacity="0.7"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    );
    over.push(`<path d="${path}" fill="url(#shine)"/>`);
  }
  if (material === 'weave') {
    // The weave: fine rows across the piece, and the fringe or tassels of its edges.
    defs.push(
      `<pattern id="weave" width="4" height="2" patternUnits="userSpaceOnUse"><rect width="4" height="0.7" fill="#000" fill-opacity="0.1"/></pattern>`,
    );
    over.push(`<path d="${path}" fill="url(#weave)"/>`);
    if (silhouette === 'rug') {
      for (let x = 26; x <= 94; x += 3)
        after.push(`<rect x="${x}" y="108" width="1" height="5" fill="${tones.light}"/>`);
    } else {
      for (const [x, y] of [
        [20, 22],
        [100, 22],
        [20, 98],
        [100, 98],
      ] as const)
        after.push(`<circle cx="${x}" cy="${y}" r="3" fill="${tones.accent}"/>`);
    }
  }
  if (material === 'leather') {
    // Saddle stitching just inside the edge.
    const centre = (PIECE[silhouette].left + PIECE[silhouette].right) / 2;
    after.push(
      `<path d="${path}" fill="none" stroke="${tones.light}" stroke-width="0.7" stroke-dasharray="2 1.6" transform="translate(${f(centre)} 62) scale(0.92) translate(${f(-centre)} -62)"/>`,
    );
  }
  if (material === 'silver') {
    // Sparks where the metal catches the light.
    for (const [x, y, r] of [
      [34, 30, 4],
      [88, 40, 2.6],
    ] as const)
      after.push(
        `<path d="M${x} ${y - r} L${f(x + r * 0.25)} ${f(y - r * 0.25)} L${x + r} ${y} L${f(x + r * 0.25)} ${f(y + r * 0.25)} L${x} ${y + r} L${f(x - r * 0.25)} ${f(y + r * 0.25)} L${x - r} ${y} L${f(x - r * 0.25)} ${f(y - r * 0.25)} Z" fill="#fff"/>`,
      );
  }
  return { defs: defs.join(''), over: over.join(''), after: after.join('') };
}
