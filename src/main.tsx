// The shell's code is evaluated in four tasks, not one (one was 260–430 ms on a phone slowed four times): the modules
// are evaluated in the order of these imports, and each `after-…` module waits for a task of its own.
import '@theme/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import '@app/boot/after-libraries';
import { makeStore, type RootState } from '@app/store';
import '@app/boot/after-store';
import '@app/routes/LocaleLayout';
import '@app/boot/after-frame';
import { AppRoutes, LAZY_ROUTES } from '@app/router';
import { loadLocaleResources } from '@app/locale-resources';
import { BOOTSTRAP_ELEMENT_ID, type BootstrapData } from '@app/ssr/bootstrap';
import { beginHydration } from '@shared/ui/hydration/regions';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/** The data a server-rendered page carries; absent on the development server, which renders in the browser. */
function readBootstrap(): BootstrapData | null {
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as BootstrapData) : null;
}

async function start(root: HTMLElement) {
  const data = readBootstrap();
  if (!data) {
    const store = makeStore();
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    );
    return;
  }
  // Before hydrating: the locale's messages and styling (its Emotion cache takes over the server's <style> tags) and
  // the code of the page's routes, so the first client render is the server's HTML, with nothing to wait for. A route
  // whose code cannot be downloaded is tried again while hydrating, and its page shows the error page with a way to
  // retry.
  await Promise.all([
    loadLocaleResources(data.locale),
    Promise.allSettled(LAZY_ROUTES.filter((route) => data.modules.includes(route.id)).map((route) => route.preload())),
  ]);
  const store = makeStore(data.state as Partial<RootState>);
  // What the server rendered with: a region that hydrates late (once seen, or after the session has arrived) is
  // hydrated from this state, as its HTML was drawn, and then renders with the current one.
  const serverState = store.getState();
  beginHydration();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the thread until the
  // whole page is done; a press on a part not yet hydrated hydrates that part first and is then replayed.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Provider store={store} serverState={serverState}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    );
  });
}

void start(container);
