import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAnnouncePage } from './RouteAnnouncer';
import { useServerRender, type PageHead } from '@shared/lib/render-context';

/** A page of one visitor's own (cart, checkout, orders, account, wishlists): out of search engines' index. */
export const PRIVATE_PAGE = { noindex: true } as const;

/** The longest title search results show whole (about 60 characters). */
export const TITLE_MAX = 60;

/** 'name | shop', the name cut at a word and marked '…' when the whole would pass TITLE_MAX. */
export function shortTitle(name: string, shop: string): string {
  const suffix = ` | ${shop}`;
  if (name.length + suffix.length <= TITLE_MAX) return `${name}${suffix}`;
  const room = TITLE_MAX - suffix.length - 1;
  const cut = name.slice(0, room + 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > room / 2 ? cut.slice(0, atWord) : name.slice(0, room)).replace(/[\s,;:–-]+$/, '')}…${suffix}`;
}

/**
 * Sets the document title and, when given, the meta description of the page being shown. On the server the whole
 * head (with Open Graph and structured data) is recorded for the first HTML; in a browser the title and description
 * follow client-side navigations, and a description this page added is removed when it goes, so the next page never
 * inherits it. After a client-side navigation the title is announced to screen readers (RouteAnnouncer).
 */
export function usePageMeta(title: string, description?: string, extra?: Omit<PageHead, 'title' | 'description'>) {
  const announcePage = useAnnouncePage();
  const server = useServerRender();
  // The innermost page sets the head last: a not-found page inside a listing wins over the listing.
  if (server) server.record.head = { title, description, ...extra };

  const landing = useLocation().key === 'default';

  useEffect(() => {
    document.title = title;
    announcePage(title);
  }, [title, announcePage]);

  // The server's canonical address, alternates, Open Graph and structured data describe the page it rendered: after
  // a client-side navigation they would describe another page, so they go.
  useEffect(() => {
    if (!landing) for (const element of document.head.querySelectorAll('[data-page-head]')) element.remove();
  }, [landing]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
