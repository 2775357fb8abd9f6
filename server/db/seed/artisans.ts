/**
 * The artisans at work, drawn for the artisans page: a potter at the wheel, a painter glazing a plate, a weaver at
 * the loom, a leather worker stitching a babouche, a smith piercing a lantern. Each in a workshop with its doorway's
 * light, in the flat tones of the product pictures (no blur, no gradient but hard stops). Deterministic, 120×120.
 */
import { f, mix } from './colour';

export type Craft = 'potter' | 'painter' | 'weaver' | 'leather' | 'smith';
export const CRAFTS: readonly Craft[] = ['potter', 'painter', 'weaver', 'leather', 'smith'];

interface Person {
  /** Where the artisan sits (the seat's top, under the hips). */
  x: number;
  y: number;
  skin: string;
  clothes: string;
  head: 'cap' | 'scarf' | 'turban';
  headColour: string;
  /** Where the hands are, the nearer one last (drawn over the work). */
  hands: [[number, number], [number, number]];
  beard?: true;
}

const INK = '#3a2a1e';
const CLAY = '#b86a42';

/** The workshop: a lime-washed wall, a doorway full of daylight, a tiled floor, a shelf. */
function workshop(wall: string, shelf: string): string {
  const floor = '#c98a62';
  const joints = mix(floor, '#000000', 0.18);
  const parts = [
    `<rect width="120" height="120" fill="${wall}"/>`,
    // The doorway's light, and the patch it throws on the floor.
    `<path d="M92 96 V34 A13 13 0 0 1 118 34 V96 Z" fill="#fbf3df"/>`,
    `<path d="M92 96 V34 A13 13 0 0 1 118 34 V96 Z" fill="none" stroke="${mix(wall, '#000000', 0.2)}" stroke-width="2"/>`,
    `<rect y="96" width="120" height="24" fill="${floor}"/>`,
    `<path d="M84 96 H120 V120 H70 Z" fill="#fff" fill-opacity="0.22"/>`,
  ];
  for (const y of [103, 111]) parts.push(`<rect y="${y}" width="120" height="0.8" fill="${joints}"/>`);
  for (let x = 6; x < 120; x += 14) parts.push(`<rect x="${x}" y="96" width="0.8" height="24" fill="${joints}"/>`);
  // A shelf of finished pieces, high on the wall.
  parts.push(`<rect x="4" y="30" width="40" height="2.6" fill="${shelf}"/>`);
  parts.push(pot(10, 30, 5, 9, '#1d4e89'), pot(21, 30, 4, 7, '#0f766e'), pot(32, 30, 6, 10, '#c8a11a'));
  return parts.join('');
}

/** A pot standing at (x, floor): its half-width and height, a band round its shoulder and a shine. */
function pot(x: number, floor: number, half: number, height: number, colour: string): string {
  const top = floor - height;
  return (
    `<path d="M${f(x - half * 0.6)} ${f(top)} H${f(x + half * 0.6)} Q${f(x + half * 1.3)} ${f(top + height * 0.45)} ${f(x + half * 0.7)} ${f(floor)} H${f(x - half * 0.7)} Q${f(x - half * 1.3)} ${f(top + height * 0.45)} ${f(x - half * 0.6)} ${f(top)} Z" fill="${colour}"/>` +
    `<rect x="${f(x - half)}" y="${f(top + height * 0.35)}" width="${f(half * 2)}" height="${f(height * 0.12)}" fill="#fff" fill-opacity="0.45"/>`
  );
}

/** An artisan on a low stool, facing right, hands at their work. */
function person(p: Person): string {
  const { x, y, skin, clothes } = p;
  const dark = mix(clothes, '#000000', 0.3);
  const shoulder: [number, number] = [x + 2, y - 27];
  const arm = ([hx, hy]: [number, number], colour: string) => {
    // The elbow hangs below the line from shoulder to hand.
    const ex = (shoulder[0] + hx) / 2 - 1;
    const ey = Math.max(shoulder[1], hy) + 5;
    return (
      `<path d="M${f(shoulder[0])} ${f(shoulder[1])} L${f(ex)} ${f(ey)} L${f(hx)} ${f(hy)}" fill="none" stroke="${colour}" stroke-width="4.4" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="${f(hx)}" cy="${f(hy)}" r="2.2" fill="${skin}"/>`
    );
  };
  const [far, near] = p.hands;
  const headX = x + 2;
  const headY = y - 37;
  const headwear = {
    cap: `<path d="M${f(headX - 6.4)} ${f(headY - 1.5)} A6.4 6.4 0 0 1 ${f(headX + 6.4)} ${f(headY - 1.5)} Z" fill="${p.headColour}"/>`,
    scarf: `<path d="M${f(headX - 7.6)} ${f(headY + 8)} V${f(headY)} A7.6 7.6 0 0 1 ${f(headX + 7.6)} ${f(headY)} L${f(headX + 3)} ${f(headY + 1)} A4 5 0 0 0 ${f(headX - 2)} ${f(headY + 6)} L${f(headX - 2)} ${f(headY + 9)} Z" fill="${p.headColour}"/>`,
    turban: `<ellipse cx="${f(headX)}" cy="${f(headY - 3.5)}" rx="7.4" ry="4.6" fill="${p.headColour}"/><rect x="${f(headX - 7)}" y="${f(headY - 3.4)}" width="14" height="1.1" fill="#000" fill-opacity="0.15"/>`,
  }[p.head];
  return [
    // The stool, the legs folded forward, the robe.
    `<rect x="${f(x - 9)}" y="${f(y)}" width="18" height="3" fill="${INK}"/>`,
    `<rect x="${f(x - 7)}" y="${f(y + 3)}" width="2.4" height="${f(96 - y - 3)}" fill="${INK}"/><rect x="${f(x + 5)}" y="${f(y + 3)}" width="2.4" height="${f(96 - y - 3)}" fill="${INK}"/>`,
    `<path d="M${f(x - 4)} ${f(y - 8)} H${f(x + 16)} Q${f(x + 21)} ${f(y - 8)} ${f(x + 21)} ${f(y - 3)} V${f(96 - 3)} H${f(x + 14)} V${f(y)} H${f(x - 4)} Z" fill="${dark}"/>`,
    `<ellipse cx="${f(x + 20)}" cy="${f(96 - 1.5)}" rx="5" ry="2" fill="#e8c35a"/>`,
    arm(far, dark),
    `<path d="M${f(x - 9)} ${f(y - 26)} Q${f(x + 2)} ${f(y - 33)} ${f(x + 11)} ${f(y - 26)} L${f(x + 12)} ${f(y + 1)} Q${f(x + 1)} ${f(y + 4)} ${f(x - 11)} ${f(y + 1)} Z" fill="${clothes}"/>`,
    // The robe's shade on its back, away from the doorway.
    `<path d="M${f(x - 9)} ${f(y - 26)} Q${f(x - 6)} ${f(y - 29)} ${f(x - 3)} ${f(y - 30)} L${f(x - 4)} ${f(y + 2.5)} Q${f(x - 8)} ${f(y + 2)} ${f(x - 11)} ${f(y + 1)} Z" fill="#000" fill-opacity="0.14"/>`,
    `<rect x="${f(x - 1)}" y="${f(y - 31)}" width="6" height="4" fill="${skin}"/>`,
    `<circle cx="${f(headX)}" cy="${f(headY)}" r="6.2" fill="${skin}"/>`,
    `<circle cx="${f(headX + 5.8)}" cy="${f(headY + 0.6)}" r="1.3" fill="${skin}"/>`,
    `<circle cx="${f(headX + 3.6)}" cy="${f(headY - 0.8)}" r="0.75" fill="${INK}"/>`,
    p.beard
      ? `<path d="M${f(headX - 2)} ${f(headY + 3)} Q${f(headX + 2)} ${f(headY + 9)} ${f(headX + 6)} ${f(headY + 3.4)} Z" fill="#5b4a3c"/>`
      : '',
    headwear,
    arm(near, clothes),
  ].join('');
}

/** A vertical loom, its warp, and the rug woven up to the weaver's hands. */
function loom(): string {
  const parts = [
    `<rect x="62" y="10" width="3" height="86" fill="${INK}"/><rect x="108" y="10" width="3" height="86" fill="${INK}"/>`,
    `<rect x="58" y="12" width="57" height="4" fill="#7a5232"/>`,
  ];
  for (let x = 66; x <= 106; x += 2.5) parts.push(`<rect x="${f(x)}" y="16" width="0.7" height="50" fill="#e9dcc3"/>`);
  const rows = ['#9b1c31', '#efe3cc', '#1d4e89', '#efe3cc', '#c8a11a', '#9b1c31', '#efe3cc', '#0f766e'];
  rows.forEach((colour, i) =>
    parts.push(`<rect x="65" y="${66 + i * 3.6}" width="43" height="3.7" fill="${colour}"/>`),
  );
  for (let x = 67; x < 106; x += 8)
    parts.push(`<path d="M${x} 77 L${x + 4} 73.4 L${x + 8} 77 L${x + 4} 80.6 Z" fill="#3a2a1e"/>`);
  parts.push(`<rect x="58" y="94" width="57" height="4" fill="#7a5232"/>`);
  return parts.join('');
}

/** A table or bench across the right of the picture, its top at `top`. */
function bench(top: number, colour: string): string {
  const legs = mix(colour, '#000000', 0.3);
  return (
    `<rect x="54" y="${top}" width="40" height="4" fill="${colour}"/>` +
    `<rect x="57" y="${top + 4}" width="3" height="${96 - top - 4}" fill="${legs}"/><rect x="88" y="${top + 4}" width="3" height="${96 - top - 4}" fill="${legs}"/>`
  );
}

/** A hanging brass lantern, its light thrown around it. */
function lantern(x: number, y: number, s: number): string {
  return (
    `<rect x="${f(x - 0.4)}" y="0" width="0.8" height="${f(y)}" fill="${INK}"/>` +
    `<circle cx="${f(x)}" cy="${f(y + 7 * s)}" r="${f(10 * s)}" fill="#ffe7a3" fill-opacity="0.55"/>` +
    `<path d="M${f(x - 3 * s)} ${f(y)} H${f(x + 3 * s)} L${f(x + 5 * s)} ${f(y + 4 * s)} L${f(x + 4 * s)} ${f(y + 12 * s)} L${f(x + 1.5 * s)} ${f(y + 15 * s)} H${f(x - 1.5 * s)} L${f(x - 4 * s)} ${f(y + 12 * s)} L${f(x - 5 * s)} ${f(y + 4 * s)} Z" fill="#c8a11a"/>` +
    `<path d="M${f(x)} ${f(y + 1)} L${f(x + 3.6 * s)} ${f(y + 4 * s)} L${f(x + 2.8 * s)} ${f(y + 12 * s)} L${f(x)} ${f(y + 14.6 * s)} Z" fill="#000" fill-opacity="0.2"/>` +
    `<circle cx="${f(x - 1.5 * s)}" cy="${f(y + 7 * s)}" r="${f(1 * s)}" fill="#fff6d0"/><circle cx="${f(x + 1.5 * s)}" cy="${f(y + 9 * s)}" r="${f(0.8 * s)}" fill="#fff6d0"/>`
  );
}

/** The scene of one craft, `size` pixels square. */
export function artisanSvg(craft: Craft, size: number): string {
  const scenes: Record<Craft, () => string> = {
    potter: () =>
      workshop('#e9dcc8', '#7a5232') +
      pot(10, 92, 5, 9, CLAY) +
      pot(22, 92, 4, 7, CLAY) +
      // The kick wheel, its head turning, the pot rising in wet clay.
      `<ellipse cx="80" cy="95" rx="15" ry="3" fill="#5b3d27"/><rect x="77" y="80" width="6" height="15" fill="#6b4a30"/>` +
      `<ellipse cx="80" cy="80" rx="13" ry="3" fill="#7a5232"/>` +
      pot(80, 79, 8, 16, '#a95d37') +
      `<path d="M70 72 q2 -1 4 0 M86 68 q2 -1 4 0" stroke="#fff" stroke-opacity="0.5" stroke-width="0.8" fill="none"/>` +
      person({
        x: 46,
        y: 84,
        skin: '#a86b48',
        clothes: '#6b7b4a',
        head: 'cap',
        headColour: '#efe3cc',
        hands: [
          [86, 70],
          [73, 71],
        ],
        beard: true,
      }),
    painter: () =>
      workshop('#eae1d0', '#7a5232') +
      bench(80, '#8a5a3b') +
      // The plate on the table, its border already painted, and the paint pots.
      `<ellipse cx="78" cy="78.5" rx="15" ry="4.4" fill="#f7f2e6"/><ellipse cx="78" cy="78.5" rx="15" ry="4.4" fill="none" stroke="#1d4e89" stroke-width="1.4" stroke-dasharray="3 1.6"/>` +
      `<path d="M70 78 Q74 75 78 78 Q82 81 86 78" fill="none" stroke="#1d4e89" stroke-width="1.1"/>` +
      pot(60, 80, 2.6, 5, '#1d4e89') +
      pot(88, 80, 2.6, 5, '#0f766e') +
      pot(93, 80, 2.4, 4.4, '#c8a11a') +
      person({
        x: 42,
        y: 86,
        skin: '#c58c63',
        clothes: '#9b1c31',
        head: 'scarf',
        headColour: '#1d4e89',
        hands: [
          [66, 79],
          [73, 71],
        ],
      }) +
      // The brush, its tip on the plate.
      `<path d="M70.5 68 L77 77" stroke="${INK}" stroke-width="1.1" stroke-linecap="round"/>`,
    weaver: () =>
      workshop('#e6ddcc', '#7a5232') +
      loom() +
      person({
        x: 40,
        y: 86,
        skin: '#b57a52',
        clothes: '#c8a11a',
        head: 'scarf',
        headColour: '#9b1c31',
        hands: [
          [70, 64],
          [62, 66],
        ],
      }),
    leather: () =>
      workshop('#e8dcc4', '#7a5232') +
      // Dyed hides drying on the wall.
      `<path d="M50 14 Q56 12 62 15 L64 34 Q57 37 50 34 Q48 24 50 14 Z" fill="#e0a526"/>` +
      `<path d="M68 16 Q74 13 80 16 L81 36 Q74 38 67 35 Q66 25 68 16 Z" fill="#9b1c31"/>` +
      bench(80, '#6b4a30') +
      // A yellow babouche taking shape, the awl going through.
      `<path d="M64 80 Q64 73 72 72 H84 Q90 73 90 77 Q90 80 86 80 Z" fill="#e8b93a"/>` +
      `<path d="M70 75 H84" stroke="#8a5a1b" stroke-width="0.6" stroke-dasharray="1.4 1"/>` +
      person({
        x: 42,
        y: 86,
        skin: '#9c6644',
        clothes: '#1d4e89',
        head: 'turban',
        headColour: '#efe3cc',
        hands: [
          [64, 77],
          [74, 70],
        ],
        beard: true,
      }) +
      `<path d="M74 70 L79 75" stroke="#cfcfcf" stroke-width="1" stroke-linecap="round"/>`,
    smith: () =>
      workshop('#e4d8c2', '#7a5232') +
      lantern(56, 6, 1.1) +
      lantern(74, 10, 0.9) +
      lantern(104, 4, 0.8) +
      // The lantern being pierced, on a low block, the hammer raised.
      `<rect x="66" y="86" width="18" height="10" fill="#5b4a3c"/>` +
      `<path d="M68 86 L70 72 H80 L82 86 Z" fill="#c8a11a"/><path d="M75 72 H80 L82 86 H75 Z" fill="#000" fill-opacity="0.18"/>` +
      `<circle cx="72" cy="78" r="0.9" fill="${INK}"/><circle cx="75" cy="82" r="0.9" fill="${INK}"/><circle cx="78" cy="77" r="0.9" fill="${INK}"/>` +
      person({
        x: 44,
        y: 86,
        skin: '#b0754c',
        clothes: '#5b4a3c',
        head: 'cap',
        headColour: '#9b1c31',
        hands: [
          [68, 79],
          [62, 62],
        ],
        beard: true,
      }) +
      `<path d="M62 62 L66 54" stroke="#7a5232" stroke-width="1.3" stroke-linecap="round"/><rect x="63" y="50" width="7" height="4" fill="#555" transform="rotate(30 66.5 52)"/>`,
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">` +
    scenes[craft]() +
    `</svg>`
  );
}
