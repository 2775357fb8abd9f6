import { createContext, useCallback, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { ltrEmotionCache } from '@theme/emotion-cache';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { useServerRender } from '@shared/lib/render-context';

type AnnouncePage = (title: string) => void;

const AnnouncePageContext = createContext<AnnouncePage>(() => {});

/** Pages report their title through this (usePageMeta does); the announcer decides whether to speak it. */
export const useAnnouncePage = () => useContext(AnnouncePageContext);

/**
 * A client-side navigation changes the page without the browser's own page-load announcement, so screen-reader
 * users would not know anything happened. This announces the new page's title, politely, once the page has set
 * it. The page a visitor lands on is not announced: the screen reader reads it as it loads.
 *
 * It sits outside the locale providers so a change of language, which is a navigation too, keeps the region in
 * the document and is announced in the new language (the title is already translated). Its one style, which has
 * no direction, goes through the shop's left-to-right Emotion cache: the default cache's <style> tag would carry no
 * CSP nonce.
 */
export function RouteAnnouncer({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [landingKey] = useState(location.key);
  const currentKey = useRef(location.key);
  // A layout effect runs before the pages' passive effects, where usePageMeta reports the title.
  useLayoutEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);
  const server = useServerRender();
  const [said, setSaid] = useState<{ text: string; count: number }>({ text: '', count: 0 });

  const announce = useCallback<AnnouncePage>(
    (title) => {
      if (currentKey.current === landingKey) return;
      setSaid((previous) => ({ text: title, count: previous.count + 1 }));
    },
    [landingKey],
  );

  return (
    <AnnouncePageContext.Provider value={announce}>
      {children}
      <CacheProvider value={server?.emotionCache('ltr') ?? ltrEmotionCache()}>
        <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
          {/* A new node per announcement, so the same title after another navigation is spoken again. */}
          {said.text && <span key={said.count}>{said.text}</span>}
        </VisuallyHidden>
      </CacheProvider>
    </AnnouncePageContext.Provider>
  );
}
