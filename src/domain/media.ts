/** A responsive image as the server sends it (wire names kept: srcset, sizes). */
export interface ResponsiveImage {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
}

/** One file of an image at one size (a thumbnail, the full-size file). */
export interface ImageSource {
  src: string;
  width: number;
  height: number;
}

/**
 * The widths (px) every picture is made in, narrowest first; renditions are square (height = width). Every 150 px
 * from 300 (thumbnails, a phone's card at 1×) to 1200 (the master: a 2× desktop gallery, zoom), so a slot of any width
 * in that range finds a file at most 150 px wider than it needs: a phone's gallery (328–380 css px at 1.75–3×, so
 * 574–1140 device px) gets 600–1200 rather than always 1200, and its cards (156–182 css px: 273–546) 300–600.
 */
export const RENDITION_WIDTHS = [300, 450, 600, 750, 900, 1050, 1200] as const;

/** One layout of a grid of pictures in the page's content column, from a viewport width up. Lengths in css px. */
export interface GridSlotLayout {
  /** Viewport width from which this layout applies; 0 for the narrowest. */
  from: number;
  columns: number;
  /** Space between columns. */
  gap: number;
  /** The page's padding on each side of its content column. */
  gutter: number;
  /** Width taken beside the grid in the content column (a sidebar and the gap after it). */
  aside?: number;
}

const px = (n: number) => `${Math.ceil(n)}px`;

/** The slot's width in a layout: fluid (a `calc` of 100vw) below the page's maximum width, fixed from it. */
function slotWidth({ columns, gap, gutter, aside = 0 }: GridSlotLayout, fixedPageWidth?: number): string {
  const taken = 2 * gutter + aside + (columns - 1) * gap;
  if (fixedPageWidth !== undefined) return px((fixedPageWidth - taken) / columns);
  const fluid = taken > 0 ? `100vw - ${taken}px` : '100vw';
  if (columns === 1) return taken > 0 ? `calc(${fluid})` : fluid;
  return taken > 0 ? `calc((${fluid}) / ${columns})` : `calc(100vw / ${columns})`;
}

/**
 * The `sizes` of a picture that fills one cell of a grid in the page's content column (the viewport less the page's
 * gutters, up to `pageMax`, the column's width with its gutters), so the browser picks the rendition that fits the
 * cell rather than the viewport: widest condition first, the narrowest layout last without one (it applies below the
 * next layout's `from`, whatever its own). The page's maximum width gets a condition of its own, from which the cell
 * has a fixed width.
 */
export function gridSlotSizes(layouts: GridSlotLayout[], pageMax: number): string {
  const sorted = [...layouts].sort((a, b) => a.from - b.from);
  const entries: Array<{ from: number; size: string }> = [];
  sorted.forEach((layout, i) => {
    const until = sorted[i + 1]?.from ?? Infinity;
    if (pageMax <= layout.from) {
      entries.push({ from: layout.from, size: slotWidth(layout, pageMax) });
      return;
    }
    entries.push({ from: layout.from, size: slotWidth(layout) });
    if (pageMax < until) entries.push({ from: pageMax, size: slotWidth(layout, pageMax) });
  });
  // A condition that says what the next narrower one already says adds nothing.
  const kept = entries.filter((entry, i) => i === 0 || entry.size !== entries[i - 1]!.size);
  return kept
    .reverse()
    .map(({ from, size }, i) => (i === kept.length - 1 ? size : `(min-width: ${from}px) ${size}`))
    .join(', ');
}

/** A swatch value: a colour ('#…', 'rgb(…)', 'hsl(…)') is painted as is, anything else is a picture's address. */
export const isColourSwatch = (swatch: string): boolean => /^(#|rgb|hsl)/i.test(swatch);

/** A swatch's picture, or null when the swatch is a colour (or the term has none). */
export const swatchPicture = (swatch: string | null): string | null =>
  swatch !== null && swatch !== '' && !isColourSwatch(swatch) ? encodeURI(swatch) : null;
