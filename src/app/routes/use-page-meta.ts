import { useEffect } from 'react';

/**
 * Sets the document title and, when given, the meta description of the page being shown.
 * A description this page added is removed when it goes, so the next page never inherits it.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);

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
