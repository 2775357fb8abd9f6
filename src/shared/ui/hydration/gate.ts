/**
 * What a region waits for before React hydrates it (React's `use` of its promise). Opened once, and marked fulfilled
 * at once (the status React's `use` reads before waiting on a promise): a press that opens it lets React hydrate the
 * region within that press and deliver it.
 */
export interface Gate {
  readonly open: boolean;
  readonly opened: Promise<void>;
  openNow(): void;
}

export function newGate(): Gate {
  let resolve: () => void = () => undefined;
  const opened = new Promise<void>((done) => {
    resolve = done;
  });
  const gate = {
    open: false,
    opened,
    openNow() {
      if (gate.open) return;
      gate.open = true;
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}
