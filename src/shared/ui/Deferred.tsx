import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

interface BoundaryProps {
  children: ReactNode;
  onError: () => void;
}

/** Catches a failed download of deferred code: the part renders nothing instead of taking the page down. */
class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export type DeferredProps<P> = P & {
  /** The code could not be downloaded (offline, or a new deploy replaced it); the next mount tries again. */
  onLoadError?: () => void;
};

export interface DeferredComponent<P> {
  (props: DeferredProps<P>): ReactNode;
  /** Starts the download ahead of the first render (on hover or focus of what will show it). */
  preload: () => void;
}

/**
 * A part of the page that its first paint does not need: its code is downloaded when it first renders
 * (it shows nothing until then). Unlike a bare `React.lazy`, a failed download neither breaks the page
 * nor sticks: the part renders nothing, and mounting it again downloads again.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const create = () => lazy(async () => ({ default: await load() }));
  let Lazy = create();

  function Deferred({ onLoadError, ...props }: DeferredProps<P>) {
    const retry = () => {
      Lazy = create();
      onLoadError?.();
    };
    return (
      <LoadBoundary onError={retry}>
        <Suspense fallback={null}>
          <Lazy {...(props as P)} />
        </Suspense>
      </LoadBoundary>
    );
  }

  return Object.assign(Deferred, { preload: () => void load().catch(() => undefined) });
}
