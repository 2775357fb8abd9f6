/**
 * How the seed writes a content page: pictures by the product whose main picture they show, words in three locales
 * (content.ts resolves both), and the builders the page plans use.
 */
import type { TextSpan } from '@domain/content/blocks';
import type { CarouselBlockOptions } from '@domain/content/carousel-block';
import type { Craft } from './artisans';
import { type Tr, tr } from './types';

/** A picture: the main picture of a product (by its slug), or a drawing of an artisan at work. */
export type PictureSeed = ({ product: string; craft?: never } | { craft: Craft; product?: never }) & {
  alt: Tr;
  title?: Tr;
  description?: Tr;
};

/** A block as the seed writes it: pictures by product, words in three locales (resolved by content.ts). */
export type BlockSeed =
  | { type: 'heading'; level: 2 | 3; text: Tr }
  | { type: 'text'; paragraphs: SpanSeed[][] }
  | { type: 'image'; picture: PictureSeed; lightbox: boolean }
  | { type: 'gallery'; title?: Tr; pictures: PictureSeed[] }
  | ({ type: 'image-carousel'; label: Tr; pictures: PictureSeed[] } & CarouselBlockOptions)
  | ({ type: 'product-carousel'; title: Tr; products: string[] } & CarouselBlockOptions)
  | {
      type: 'collapsible';
      title: Tr;
      titleLevel: 2 | 3;
      on: ('mobile' | 'tablet' | 'desktop')[];
      status: 'open' | 'closed';
      blocks: BlockSeed[];
    }
  | { type: 'columns'; columns: BlockSeed[][] }
  | { type: 'cta'; text: Tr; href: string; emphasis: 'primary' | 'secondary' }
  | { type: 'form'; form: string; popup?: { button: Tr } };

/** A run of text; `picture` makes it a link to the file of that product's main picture (it opens in the lightbox). */
export type SpanSeed = Omit<TextSpan, 'text'> & { text: Tr; picture?: string };

export interface PageSeed {
  slug: string;
  title: Tr;
  description: Tr;
  blocks: BlockSeed[];
}

export const p = (...spans: (Tr | SpanSeed)[]): SpanSeed[] =>
  spans.map((span) => ('fr' in span ? { text: span } : span));
export const text = (...paragraphs: SpanSeed[][]): BlockSeed => ({ type: 'text', paragraphs });
export const h2 = (fr: string, en: string, ar: string): BlockSeed => ({
  type: 'heading',
  level: 2,
  text: tr(fr, en, ar),
});

/** A picture's words: its alternative text, and the lightbox's title and description when it has them. */
const words = (alt: Tr, title?: Tr, description?: Tr) => ({
  alt,
  ...(title ? { title } : {}),
  ...(description ? { description } : {}),
});

export const picture = (product: string, alt: Tr, title?: Tr, description?: Tr): PictureSeed => ({
  product,
  ...words(alt, title, description),
});

export const drawing = (craft: Craft, alt: Tr, title?: Tr, description?: Tr): PictureSeed => ({
  craft,
  ...words(alt, title, description),
});
