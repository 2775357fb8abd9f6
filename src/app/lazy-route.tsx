import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useServerRender } from '@shared/lib/render-context';

export interface LazyRoute<P extends object> {
  (props: P): ReactNode;
  /** The module's path from the project root: the build manifest's key for its chunk. */
  id: string;
  /** Loads the code; once done, the route renders without suspending (the server, and the client before hydrating). */
  preload: () => Promise<void>;
}

/**
 * A page whose code is a chunk of its own. Unlike a bare `React.lazy`, it renders at once when its code is already
 * there, so a server-rendered page hydrates without waiting, and it tells the server render which chunk the page
 * used (the HTML preloads it, the client loads it before hydrating).
 */
export function lazyRoute<P extends object>(id: string, load: () => Promise<ComponentType<P>>): LazyRoute<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download (offline, a deploy replaced the chunk) may be retried by the next navigation.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });

  function Route(props: P) {
    const server = useServerRender();
    if (server) server.record.modules.add(id);
    // Chosen once per mount: switching from the lazy wrapper to the component would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Route, { id, preload });
}
