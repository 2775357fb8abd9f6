import { createContext, useContext } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { Direction } from '@domain/locales';

/** What a page tells the server about itself while it renders there: its head, status and code. */
export interface PageHead {
  title: string;
  description?: string;
  /** Open Graph type and image (an absolute or root-relative address). */
  type?: 'website' | 'product';
  image?: string;
  /** schema.org objects, written as JSON-LD (made only on the server, from the page's origin). */
  structuredData?: (origin: string) => object[];
  /**
   * A page of one visitor's own or of a search (cart, checkout, an order, the account, wishlists, search results):
   * kept out of search engines' index, with no canonical address.
   */
  noindex?: boolean;
}

export interface ImagePreload {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Filled during one server render; read once the page's shell is ready. */
export interface RenderRecord {
  head: PageHead | null;
  status: number;
  /** Set by a page that is another page's address said differently (a permanent redirect). */
  redirect: string | null;
  /** The first image the page marks as its largest: preloaded from the head. */
  imagePreload: ImagePreload | null;
  /** Lazily loaded route modules the page rendered: the client loads them before it hydrates. */
  modules: Set<string>;
}

export interface ServerRender {
  record: RenderRecord;
  /** This request's Emotion cache for a direction (it carries the response's CSP nonce). */
  emotionCache: (direction: Direction) => EmotionCache;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server render this component is part of, or null in a browser. */
export const useServerRender = () => useContext(ServerRenderContext);

export function newRenderRecord(): RenderRecord {
  return { head: null, status: 200, redirect: null, imagePreload: null, modules: new Set() };
}

/** The HTTP status of the page being rendered on the server (404 for the not-found page, 500 for an error page). */
export function useResponseStatus(status: number): void {
  const render = useServerRender();
  if (render && render.record.status < status) render.record.status = status;
}
