/**
 * A content page is a list of typed blocks, stored per locale and drawn by React components: no HTML is stored or
 * sent, so nothing a page holds can run in the shopper's browser. What the server stores is `StoredBlock`; what it
 * answers is `Block`, the same with pictures and products looked up (`image`, `products`).
 */
import { PAGE_BUILDER_BREAKPOINTS } from '../carousel';
import type { GalleryImage } from '../variations/index';
import type { CarouselBlockOptions } from './carousel-block';

/** A run of text in a paragraph: plain, bold, italic, or a link (a path in the shop, or an https address). */
export interface TextSpan {
  text: string;
  strong?: boolean;
  em?: boolean;
  href?: string;
}

/** The device modes a collapsible section can fold on, from the carousel's breakpoints. */
export type DeviceMode = 'mobile' | 'tablet' | 'desktop';
export const DEVICE_MODES: readonly DeviceMode[] = ['mobile', 'tablet', 'desktop'];

/** A picture as stored: a media asset, with its words in the page's locale. */
export interface StoredPicture {
  asset: number;
  alt: string;
  /** The lightbox's title and description. */
  title?: string;
  description?: string;
}

/** A picture as answered: the stored fields, with its renditions (null when its asset was removed). */
export interface Picture extends StoredPicture {
  image: GalleryImage | null;
}

interface Blocks<P, R> {
  heading: { type: 'heading'; level: 2 | 3; text: string };
  text: { type: 'text'; paragraphs: TextSpan[][] };
  image: { type: 'image'; picture: P; lightbox: boolean };
  gallery: { type: 'gallery'; title?: string; pictures: P[] };
  'image-carousel': { type: 'image-carousel'; label: string; pictures: P[] } & CarouselBlockOptions;
  'product-carousel': {
    type: 'product-carousel';
    title: string;
    /** Products by slug, in this order (an unknown or removed one is left out). */
    products: string[];
  } & CarouselBlockOptions &
    R;
  collapsible: {
    type: 'collapsible';
    title: string;
    titleLevel: 2 | 3;
    /** Where it folds; elsewhere its content is simply shown under its heading. */
    on: DeviceMode[];
    status: 'open' | 'closed';
    blocks: BlockOf<P, R>[];
  };
  columns: { type: 'columns'; columns: BlockOf<P, R>[][] };
  cta: { type: 'cta'; text: string; href: string; emphasis: 'primary' | 'secondary' };
  /**
   * An embedded form, by its slug: the shopper's browser asks for it (with its own token) apart from the page. With
   * `popup`, the page shows a button with those words, and the form opens in a dialog over the page.
   */
  form: { type: 'form'; form: string; popup?: { button: string } };
}

type BlockOf<P, R> = Blocks<P, R>[keyof Blocks<P, R>];

/** A block as the server stores it. */
export type StoredBlock = BlockOf<StoredPicture, object>;
/** A block as the API answers it: pictures with their renditions, product carousels with their cards. */
export type Block<Card = unknown> = BlockOf<Picture, { cards: Card[] }>;
export type BlockType = StoredBlock['type'];

/** The slugs of the forms a page's blocks hold, nested ones included, in page order. */
export function formsIn(blocks: ReadonlyArray<StoredBlock | Block>): string[] {
  return blocks.flatMap((block): string[] =>
    block.type === 'form'
      ? [block.form]
      : block.type === 'collapsible'
        ? formsIn(block.blocks)
        : block.type === 'columns'
          ? block.columns.flatMap((column) => formsIn(column))
          : [],
  );
}

export const BLOCK_TYPES: readonly BlockType[] = [
  'heading',
  'text',
  'image',
  'gallery',
  'image-carousel',
  'product-carousel',
  'collapsible',
  'columns',
  'cta',
  'form',
];

/** Limits a stored page keeps within. */
export const CONTENT_LIMITS = {
  blocks: 60,
  depth: 3,
  columns: 4,
  pictures: 24,
  products: 24,
  text: 4000,
  title: 200,
} as const;

/** A content page in one locale. */
export interface ContentPage<Card = unknown> {
  slug: string;
  title: string;
  description: string;
  blocks: Block<Card>[];
}

/** A collapsible section opens and closes in this long (none under reduced motion). */
export const COLLAPSE_MS = 300;

/**
 * The widths of each device mode, from the page builder's breakpoints: phones up to mobile_extra (575 px), tablets up
 * to tablet_extra (991 px), desktops above.
 */
export const DEVICE_MODE_WIDTHS: Record<DeviceMode, { min: number; max: number | null }> = {
  mobile: { min: 0, max: PAGE_BUILDER_BREAKPOINTS.mobile_extra },
  tablet: { min: PAGE_BUILDER_BREAKPOINTS.mobile_extra + 1, max: PAGE_BUILDER_BREAKPOINTS.tablet_extra },
  desktop: { min: PAGE_BUILDER_BREAKPOINTS.tablet_extra + 1, max: null },
};

/** The media query matching the listed device modes ('not all' for none). */
export function deviceModesQuery(modes: readonly DeviceMode[]): string {
  const parts = DEVICE_MODES.filter((mode) => modes.includes(mode)).map((mode) => {
    const { min, max } = DEVICE_MODE_WIDTHS[mode];
    const range = [min > 0 ? `(min-width: ${min}px)` : null, max !== null ? `(max-width: ${max}px)` : null];
    return range.filter(Boolean).join(' and ') || 'all';
  });
  return parts.length === 0 ? 'not all' : parts.join(', ');
}

/** Image links whose file has one of these extensions open in the lightbox. */
export const LIGHTBOX_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif'] as const;

/** Whether a link leads to an image the lightbox shows (by its extension, a query or fragment aside). */
export function isLightboxLink(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0]!.toLowerCase();
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') && (LIGHTBOX_EXTENSIONS as readonly string[]).includes(path.slice(dot + 1));
}

/** The page's content column: its widest, and its gutters on phones (16 px) and from 768 px (24 px). */
const COLUMN_MAX = 1232;
const column = (minWidth: number) => `min(100vw - ${minWidth >= 768 ? 48 : 32}px, ${COLUMN_MAX}px)`;

/**
 * `sizes` for a content picture shown `perView` to a row `gap` px apart, per layout from a viewport width up (widest
 * first in the answer, as `sizes` reads): the browser fetches the rendition its slot needs, not the largest.
 */
export function pictureSizes(layouts: { minWidth: number; perView: number | 'auto'; gap: number }[]): string {
  return [...layouts]
    .sort((a, b) => b.minWidth - a.minWidth)
    .map(({ minWidth, perView, gap }) => {
      const n = perView === 'auto' ? 1 : perView;
      const slot = n === 1 ? `calc(${column(minWidth)})` : `calc((${column(minWidth)} - ${(n - 1) * gap}px) / ${n})`;
      return minWidth > 0 ? `(min-width: ${minWidth}px) ${slot}` : slot;
    })
    .join(', ');
}
