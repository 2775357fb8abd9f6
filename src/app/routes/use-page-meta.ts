import { useEffect } from 'react';
import { useAnnouncePage } from './RouteAnnouncer';

/**
 * Sets the document title and, when given, the meta description of the page being shown.
 * A description this page added is removed when it goes, so the next page never inherits it.
 * After a client-side navigation the title is announced to screen readers (RouteAnnouncer).
 */
export function usePageMeta(title: string, description?: string): void {
  const announcePage = useAnnouncePage();
  useEffect(() => {
    document.title = title;
    announcePage(title);
  }, [title, announcePage]);

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
