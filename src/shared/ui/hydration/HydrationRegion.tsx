import { Suspense, use, useEffect, useId, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react';
import { heldElement, holdWhileWaiting, release } from './held';
import { newGate, type Gate } from './gate';
import { hydratingFirstPage, regionHydrated, turnOf } from './regions';
import { openWhenNeeded } from './when-needed';

const WRAPPER_ATTRIBUTE = 'data-hydration-region';

const subscribeToNothing = () => () => undefined;

/**
 * While React hydrates the region, suspends until the gate opens: the region's server HTML stays as it is, and React
 * hydrates it afterwards. When React renders it instead (a context it may read changed, a page was opened), it waits
 * for nothing: a region is never left empty or holding up a navigation.
 */
function Wait({ gate }: { gate: Gate | null }) {
  // The server's snapshot is read only while hydrating.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (gate) {
    // Rendered rather than hydrated: nothing to wait for. `use` is still called, as on every render of a component
    // that waited once.
    if (!hydrating) gate.openNow();
    use(gate.opened);
  }
  return null;
}

/** Tells the page a region's content has hydrated (its effects run when its boundary commits). */
function Hydrated({ id, onHydrated }: { id: string; onHydrated: () => void }) {
  useEffect(() => {
    regionHydrated(id);
    onHydrated();
  }, [id, onHydrated]);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates on its own: a Suspense boundary, so the page's hydration is
 * committed region by region, each with its effects, in the page's order, and the browser gets its thread back in
 * between. A press, focus or key in a region not yet hydrated hydrates it at once, and React delivers the event.
 *
 * `when="visible"`: a region below the first screen is hydrated only once it comes near the view or is pressed,
 * focused or typed in; until then it is the server's HTML (its links work as links). A page rendered in the browser
 * (after the first) renders it at once.
 */
export function HydrationRegion({
  children,
  when = 'now',
  fallback = null,
}: {
  children: ReactNode;
  when?: 'now' | 'visible';
  /** Shown while its content suspends in a browser render (a page's code loading); never while hydrating. */
  fallback?: ReactNode;
}) {
  const id = useId();
  const [gate] = useState(() => {
    if (!hydratingFirstPage()) return null;
    const waiting = when === 'visible' ? newGate() : turnOf(id);
    if (waiting) openWhenNeeded(waiting, wrapperOf(id), { inView: when === 'visible' });
    return waiting;
  });
  // While it waits, the region is given the same element as the server's HTML was drawn from: React would replace a
  // waiting region that receives an update (the page around it rendering again) with a client render of its
  // fallback. Once hydrated, it renders the content it was last given, and takes updates as any part does.
  const [, catchUp] = useReducer((count: number) => count + 1, 0);
  const [onHydrated] = useState(() => () => {
    if (release(id)) catchUp();
  });
  const waiting = heldElement(id);
  if (waiting) return waiting;
  const element = (
    <Suspense fallback={fallback}>
      <Wait gate={gate} />
      {/* Draws no box: its content lays out as if it were not there. */}
      <div {...{ [WRAPPER_ATTRIBUTE]: id }} style={{ display: 'contents' }}>
        {children}
      </div>
      <Hydrated id={id} onHydrated={onHydrated} />
    </Suspense>
  );
  if (gate && !gate.open) holdWhileWaiting(id, element);
  return element;
}

function wrapperOf(id: string): Element | null {
  for (const element of document.querySelectorAll(`[${WRAPPER_ATTRIBUTE}]`)) {
    if (element.getAttribute(WRAPPER_ATTRIBUTE) === id) return element;
  }
  return null;
}
