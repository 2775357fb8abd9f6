import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a restored position is retried while the page it belongs to is still growing (its data, its pictures). */
const RESTORE_FOR_MS = 2000;

/**
 * Back and Forward return to where the shopper was on that page. The browser's own restoration runs before a page
 * drawn by the client has its height (a listing's cards come after), so it lands short: here each history entry's
 * position is kept, and on a Back or Forward it is applied again on every frame until the page is tall enough to
 * hold it (or for two seconds). Other navigations keep the shop's own scrolling (a listing's filters, its pages).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = before;
    };
  }, []);

  // A layout effect: its cleanup runs in the commit that draws the next page, before the browser can report the
  // scroll that page's height forces, which would otherwise be saved as this page's position.
  useLayoutEffect(() => {
    const key = location.key;
    const save = () => positions.current.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigation !== 'POP') return undefined;
    const target = positions.current.get(location.key);
    if (target === undefined) return undefined;
    const until = performance.now() + RESTORE_FOR_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    // A shopper who scrolls meanwhile takes over.
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', stop, { passive: true, once: true });
    window.addEventListener('touchstart', stop, { passive: true, once: true });
    window.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [location.key, navigation]);
}
