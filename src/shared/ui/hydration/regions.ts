import { newGate, type Gate } from './gate';

/*
 * The first page's hydration, region by region. Regions that hydrate at once take turns in the page's order, each
 * once the one before it has committed and the browser has had a task of its own in between; the page is hydrated
 * when the part around them has committed and each of them has.
 */
let started = false;
let done = false;
let shellCommitted = false;
const turns: string[] = [];
const gates = new Map<string, Gate | null>();
const hydrated = new Set<string>();
const waiting = new Map<string, Gate>();
const listeners = new Set<() => void>();

/** The browser's entry calls this before hydrating a server-rendered page. */
export function beginHydration(): void {
  started = true;
}

/** Whether the page being rendered is the server's, still being hydrated (false on the server and afterwards). */
export function hydratingFirstPage(): boolean {
  return started && !done;
}

/**
 * The turn of an eager region met while hydrating (in the page's order): null for the first, else a gate opened a
 * task after the region before it has hydrated.
 */
export function turnOf(id: string): Gate | null {
  if (!hydratingFirstPage()) return null;
  // A render React starts again asks again: the same turn.
  if (gates.has(id)) return gates.get(id) ?? null;
  const previous = turns.at(-1);
  turns.push(id);
  let gate: Gate | null = null;
  if (previous !== undefined && !hydrated.has(previous)) {
    gate = newGate();
    waiting.set(previous, gate);
  }
  gates.set(id, gate);
  return gate;
}

export function regionHydrated(id: string): void {
  hydrated.add(id);
  const next = waiting.get(id);
  waiting.delete(id);
  if (next) setTimeout(() => next.openNow());
  settle();
}

/** The part around the regions has committed (its effects run after the regions' turns were taken). */
export function shellHydrated(): void {
  shellCommitted = true;
  settle();
}

function settle() {
  if (done || !started || !shellCommitted || turns.some((id) => !hydrated.has(id))) return;
  done = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls `listener` once every region that hydrates at once has (at once where no page is being hydrated). */
export function onPageHydrated(listener: () => void): () => void {
  if (done || !started) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
