import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { act, waitFor } from '@testing-library/react';

import type * as RegionsModule from '@shared/ui/hydration/regions';
import type * as HydrationRegionModule from '@shared/ui/hydration/HydrationRegion';

type Regions = typeof RegionsModule;
type RegionModule = typeof HydrationRegionModule;

/** A fresh copy of the regions' state for each test: the first page's hydration happens once per page load. */
async function load(): Promise<Regions & RegionModule> {
  vi.resetModules();
  const regions = await import('@shared/ui/hydration/regions');
  const region = await import('@shared/ui/hydration/HydrationRegion');
  return { ...regions, ...region };
}

/** IntersectionObserver as the page's scroll drives it: `show()` brings every observed element into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static show() {
    for (const observer of FakeObserver.instances) {
      const entries = observer.targets.map((target) => ({ isIntersecting: true, target }));
      if (entries.length) observer.callback(entries as never, observer as never);
    }
  }
}

const log: string[] = [];

function Probe({ name }: { name: string }) {
  useEffect(() => {
    log.push(name);
  }, [name]);
  return (
    <p>
      <button type="button" onClick={() => log.push(`${name} pressed`)}>
        {name}
      </button>
    </p>
  );
}

let container: HTMLElement;
let root: Root | null = null;

beforeEach(() => {
  log.length = 0;
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

/** The page as the server sends it, then hydrated as the browser's entry does. */
async function serveAndHydrate(page: ReactNode, regions: Regions) {
  container.innerHTML = renderToString(page);
  const html = container.innerHTML;
  regions.beginHydration();
  regions.onPageHydrated(() => log.push('page hydrated'));
  await act(async () => {
    root = hydrateRoot(container, page);
  });
  return html;
}

/** The part around the regions: it tells the page it has committed, as the shop's hydration mark does. */
function Page({ modules, children }: { modules: Regions; children: ReactNode }) {
  const { shellHydrated } = modules;
  useEffect(() => shellHydrated(), [shellHydrated]);
  return <main>{children}</main>;
}

/** A page's content that hydrates at once, and a footer below the first screen. */
function mainAndFooter(modules: Regions & RegionModule) {
  const { HydrationRegion } = modules;
  return (
    <Page modules={modules}>
      <HydrationRegion>
        <Probe name="main" />
      </HydrationRegion>
      <HydrationRegion when="visible">
        <Probe name="footer" />
      </HydrationRegion>
    </Page>
  );
}

describe('HydrationRegion', () => {
  it('hydrates the regions one after another in the page order, and says the page is hydrated once all have', async () => {
    const modules = await load();
    const { HydrationRegion } = modules;
    const errors = vi.spyOn(console, 'error');
    const page = (
      <Page modules={modules}>
        <HydrationRegion>
          <Probe name="header" />
        </HydrationRegion>
        <HydrationRegion>
          <Probe name="main" />
        </HydrationRegion>
        <HydrationRegion>
          <Probe name="notices" />
        </HydrationRegion>
      </Page>
    );
    const html = await serveAndHydrate(page, modules);
    await waitFor(() => expect(log).toContain('page hydrated'));
    expect(log).toEqual(['header', 'main', 'notices', 'page hydrated']);
    // The server's HTML was taken as it was: no mismatch, nothing redrawn.
    expect(container.innerHTML).toBe(html);
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves a region below the first screen as the server drew it until it comes into view', async () => {
    const modules = await load();
    const html = await serveAndHydrate(mainAndFooter(modules), modules);
    await waitFor(() => expect(log).toContain('page hydrated'));
    // The page is hydrated without it: its content is the server's HTML, shown as it was.
    expect(log).not.toContain('footer');
    expect(container.innerHTML).toBe(html);
    await act(async () => FakeObserver.show());
    await waitFor(() => expect(log).toContain('footer'));
  });

  it('keeps a waiting region as the server drew it when the page around it renders again, then catches up', async () => {
    const modules = await load();
    const { HydrationRegion } = modules;
    const errors = vi.spyOn(console, 'error');
    function Counter({ children }: { children: (count: number) => ReactNode }) {
      const [count, setCount] = useState(0);
      useEffect(() => setCount(1), []);
      return children(count);
    }
    const page = (
      <Page modules={modules}>
        <Counter>
          {(count) => (
            <HydrationRegion when="visible">
              <Probe name={`footer ${count}`} />
            </HydrationRegion>
          )}
        </Counter>
      </Page>
    );
    const html = await serveAndHydrate(page, modules);
    await waitFor(() => expect(log).toContain('page hydrated'));
    await act(async () => {});
    // The counter moved to 1 around it; the region still shows what the server drew, not an empty fallback.
    expect(container.innerHTML).toBe(html);
    expect(container.textContent).toBe('footer 0');
    await act(async () => FakeObserver.show());
    await waitFor(() => expect(container.textContent).toBe('footer 1'));
    expect(log).toEqual(['page hydrated', 'footer 0', 'footer 1']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders a waiting region whose context changed at once, never leaving it empty', async () => {
    const modules = await load();
    const { HydrationRegion } = modules;
    const Count = createContext(0);
    function Provider({ children }: { children: ReactNode }) {
      const [count, setCount] = useState(0);
      useEffect(() => setCount(1), []);
      return <Count value={count}>{children}</Count>;
    }
    function Reader() {
      return <p>count {use(Count)}</p>;
    }
    const page = (
      <Page modules={modules}>
        <Provider>
          <HydrationRegion when="visible">
            <Reader />
          </HydrationRegion>
        </Provider>
      </Page>
    );
    await serveAndHydrate(page, modules);
    await waitFor(() => expect(log).toContain('page hydrated'));
    await waitFor(() => expect(container.textContent).toBe('count 1'));
  });

  it('hydrates a region not yet in view as soon as it is pressed, and replays the press', async () => {
    const modules = await load();
    const { HydrationRegion } = modules;
    const page = (
      <Page modules={modules}>
        <HydrationRegion when="visible">
          <Probe name="footer" />
        </HydrationRegion>
      </Page>
    );
    await serveAndHydrate(page, modules);
    await waitFor(() => expect(log).toEqual(['page hydrated']));
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.click();
    });
    await waitFor(() => expect(log).toEqual(['page hydrated', 'footer', 'footer pressed']));
  });

  it('renders every region at once on a page drawn in the browser', async () => {
    const modules = await load();
    await act(async () => {
      root = createRoot(container);
      root.render(mainAndFooter(modules));
    });
    expect(log).toEqual(['main', 'footer']);
    expect(FakeObserver.instances).toHaveLength(0);
  });
});
