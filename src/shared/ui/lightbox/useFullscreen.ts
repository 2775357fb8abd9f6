import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/**
 * The Fullscreen API for one element. `supported` is false on the server and where the browser (or an iframe
 * without permission, or iOS Safari on a phone) offers no fullscreen: the button is then not shown at all.
 */
export function useFullscreen(getElement: () => HTMLElement | null) {
  const supported = useSyncExternalStore(
    subscribe,
    () => document.fullscreenEnabled === true && typeof HTMLElement.prototype.requestFullscreen === 'function',
    () => false,
  );
  const active = useSyncExternalStore(
    subscribe,
    () => {
      const element = getElement();
      return element !== null && document.fullscreenElement === element;
    },
    () => false,
  );
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else
      void getElement()
        ?.requestFullscreen()
        .catch(() => undefined);
  }, [getElement]);
  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);
  return { supported, active, toggle, exit };
}
