import { describe, expect, it } from 'vitest';
import { gridSlotSizes, RENDITION_WIDTHS, type GridSlotLayout } from '@domain/media';

/** The width a `sizes` value gives at a viewport width: its first matching condition's length, worked out. */
function sizeAt(sizes: string, viewport: number): number {
  for (const entry of sizes.split(', ')) {
    const match = /^\(min-width: (\d+)px\) (.+)$/.exec(entry);
    if (match && viewport < Number(match[1])) continue;
    const length = (match ? match[2]! : entry).replace(/100vw/g, String(viewport)).replace(/px|calc/g, '');
    return Number(new Function(`return ${length}`)());
  }
  throw new Error(`no size in '${sizes}' at ${viewport}px`);
}

/** A grid cell's width worked out directly: the layout in force, in the page's column, capped at its maximum. */
function cellAt(layouts: GridSlotLayout[], pageMax: number, viewport: number): number {
  const layout = [...layouts].reverse().find((l) => viewport >= l.from) ?? layouts[0]!;
  const column = Math.min(viewport, pageMax) - 2 * layout.gutter - (layout.aside ?? 0);
  return (column - (layout.columns - 1) * layout.gap) / layout.columns;
}

/** The rendition a browser takes for a slot: the narrowest at least as wide as it needs, else the widest. */
const renditionFor = (needed: number) => RENDITION_WIDTHS.find((w) => w >= needed) ?? RENDITION_WIDTHS.at(-1)!;

// The shop's layouts (theme: breakpoints 576/768/992, gutters 16 then 24 px, page at most 1280 px with them).
const GALLERY: GridSlotLayout[] = [
  { from: 0, columns: 1, gap: 32, gutter: 16 },
  { from: 768, columns: 2, gap: 32, gutter: 24 },
];
const CARDS: GridSlotLayout[] = [
  { from: 0, columns: 2, gap: 16, gutter: 16 },
  { from: 768, columns: 4, gap: 24, gutter: 24 },
];
const LISTING: GridSlotLayout[] = [...CARDS, { from: 992, columns: 4, gap: 24, gutter: 24, aside: 304 }];

describe('media', () => {
  it('makes every picture from 300 to 1200 px wide, every 150 px', () => {
    expect([...RENDITION_WIDTHS]).toEqual([300, 450, 600, 750, 900, 1050, 1200]);
  });

  it('gives a phone and a desktop a file at most 150 px wider than their slot needs', () => {
    // Slots in css px: a phone's gallery (360–412 px screens less 32 px) and card, a desktop's gallery and card.
    const slots = [328, 343, 358, 380, 156, 164, 182, 600, 472, 290, 214];
    for (const dpr of [1, 1.75, 2, 2.625, 3]) {
      for (const slot of slots) {
        const needed = slot * dpr;
        // The narrowest file (300) for a smaller slot; else at most 150 px over, up to the widest (1200).
        expect(renditionFor(needed)).toBeLessThanOrEqual(Math.min(Math.max(300, needed + 150), 1200));
      }
    }
    // The Lighthouse phone (412 px at 1.75×) and its 380 px gallery: 750, not 1200.
    expect(renditionFor(380 * 1.75)).toBe(750);
  });

  it("says how wide a grid cell is at each breakpoint, fixed from the page's maximum width", () => {
    expect(gridSlotSizes(GALLERY, 1280)).toBe(
      '(min-width: 1280px) 600px, (min-width: 768px) calc((100vw - 80px) / 2), calc(100vw - 32px)',
    );
    expect(gridSlotSizes(CARDS, 1280)).toBe(
      '(min-width: 1280px) 290px, (min-width: 768px) calc((100vw - 120px) / 4), calc((100vw - 48px) / 2)',
    );
    expect(gridSlotSizes(LISTING, 1280)).toBe(
      '(min-width: 1280px) 214px, (min-width: 992px) calc((100vw - 424px) / 4), ' +
        '(min-width: 768px) calc((100vw - 120px) / 4), calc((100vw - 48px) / 2)',
    );
    expect(gridSlotSizes([{ from: 0, columns: 1, gap: 0, gutter: 0 }], 1280)).toBe('(min-width: 1280px) 1280px, 100vw');
  });

  it('matches the cell it describes at every viewport width, and leaves out what adds nothing', () => {
    for (const layouts of [GALLERY, CARDS, LISTING]) {
      const sizes = gridSlotSizes(layouts, 1280);
      for (let viewport = 320; viewport <= 1920; viewport += 7) {
        expect(sizeAt(sizes, viewport)).toBeCloseTo(Math.max(cellAt(layouts, 1280, viewport), 0), 0);
      }
    }
    // A layout that starts past the page's maximum only repeats the fixed width.
    expect(gridSlotSizes([...CARDS, { from: 1400, columns: 4, gap: 24, gutter: 24 }], 1280)).toBe(
      gridSlotSizes(CARDS, 1280),
    );
  });
});
