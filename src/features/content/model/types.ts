import type { Block, ContentPage as Page } from '@domain/content/blocks';

/** A page as the client holds it; product cards stay opaque here and are drawn by the catalogue. */
export type ContentPage = Page<unknown>;
export type ContentBlock = Block<unknown>;
export type BlockOfType<T extends ContentBlock['type']> = Extract<ContentBlock, { type: T }>;
