/**
 * The server's renderer (built by `vite build --ssr` into dist/server; server/plugins/pages.ts calls it): one page
 * per request, in the shopper's locale, with their session's data, streamed.
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createIntl, type MessageDescriptor } from 'react-intl';
import { DEFAULT_LOCALE, directionOf, isLocale, LOCALES, type Direction, type Locale } from '@domain/locales';
import type { ApiEnvironment } from '@shared/api/base-api';
import { RequestCookiesContext } from '@shared/lib/cookies';
import { AppRoutes, LAZY_ROUTES, matchPage } from '@app/router';
import { makeStore } from '@app/store';
import { provideLocaleResources } from '@app/locale-resources';
import { appMessages } from '@app/messages';
import { busyMessages } from '@app/ssr/busy-messages';
import { newRenderRecord, ServerRenderContext, type ServerRender } from '@shared/lib/render-context';
import { prefetchPage, SHARED_PAGES } from '@app/ssr/prefetch';
import { BOOTSTRAP_ELEMENT_ID, bootstrapData, failedQueryStatus } from '@app/ssr/bootstrap';
import { escapeHtml, headTags } from '@app/ssr/head';
import { fontPreloads } from '@app/ssr/fonts';
import en from './i18n/generated/en.json';
import fr from './i18n/generated/fr.json';
import ar from './i18n/generated/ar.json';

const MESSAGES = { en, fr, ar } as const;
for (const locale of LOCALES) {
  provideLocaleResources(locale, {
    messages: MESSAGES[locale] as never,
    // The browser's cache; on the server each response uses its own (ServerRender.emotionCache).
    emotionCache: createCache({ key: 'unused' }),
  });
}
/** Every page's code, loaded once when the server starts: pages render without suspending. */
export const ready = Promise.all(LAZY_ROUTES.map((route) => route.preload()));

export interface PageRequest {
  /** Path and query. */
  url: string;
  /** The shop's origin as the shopper reached it, for absolute addresses (canonical, Open Graph). */
  origin: string;
  cookies: string;
  /** This response's CSP nonce. */
  nonce: string;
  /** The server's own API, called in-process with the shopper's cookies. */
  fetch: typeof fetch;
  /** Drawn for any visitor (a shared page): no session is read, `cookies` holds only the page cookies. */
  shared?: boolean;
}

export interface RenderedPage {
  status: number;
  redirect: string | null;
  locale: Locale;
  direction: Direction;
  /** Everything the page adds to <head>. */
  head: string;
  /** Route modules the page used (build manifest ids), for modulepreload. */
  modules: string[];
  /** Milliseconds spent loading the page's data, then rendering its shell (the response's Server-Timing). */
  timing: { dataMs: number; shellMs: number };
  /** React's stream of the page's HTML. */
  body: NodeJS.ReadableStream;
  /** Once the body has ended: the element carrying the data the client hydrates with (the store as rendered). */
  data: () => string;
}

/** Whether the page at `pathname` shows nothing of the shopper's own, so one rendering can serve every visitor. */
export function isSharedPage(pathname: string): boolean {
  const { page } = matchPage(pathname);
  return page !== 'root' && SHARED_PAGES.has(page);
}

/** Renders a page: its data first, then the HTML streamed from React once the shell is ready. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  await ready;
  const started = performance.now();
  // Joined, not resolved: '//host/…' and '/\host/…' are paths here, never another origin.
  const url = new URL(`${request.origin}${request.url}`);
  const firstSegment = url.pathname.split('/')[1];
  const locale = isLocale(firstSegment) ? firstSegment : DEFAULT_LOCALE;
  const direction = directionOf(locale);
  const environment: ApiEnvironment = { origin: request.origin, fetch: request.fetch };
  const store = makeStore(undefined, environment);
  const { page, params } = matchPage(url.pathname);
  if (page !== 'root') {
    await prefetchPage(store, page, { locale, params, search: url.search }, { shared: request.shared ?? false });
  }
  const fetched = performance.now();

  const caches = new Map<Direction, ReturnType<typeof createCache>>();
  const server: ServerRender = {
    record: newRenderRecord(),
    emotionCache: (dir) => {
      let cache = caches.get(dir);
      if (!cache) {
        cache =
          dir === 'rtl'
            ? createCache({ key: 'zrtl', stylisPlugins: [prefixer, rtlPlugin], nonce: request.nonce })
            : createCache({ key: 'zltr', nonce: request.nonce });
        caches.set(dir, cache);
      }
      return cache;
    },
  };
  const failed = failedQueryStatus(store.getState());
  if (failed) server.record.status = failed;

  const body = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <ServerRenderContext value={server}>
        <RequestCookiesContext value={request.cookies}>
          <Provider store={store}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </Provider>
        </RequestCookiesContext>
      </ServerRenderContext>,
      {
        nonce: request.nonce,
        // A page's parts (Suspense boundaries the client hydrates one by one) are written in place, however large:
        // nothing of the page waits on data, so there is nothing to stream later and no script to move parts in.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady: () => {
          stream.pipe(body);
          resolve();
        },
        onShellError: reject,
        onError: (error) => {
          if (server.record.status < 500) server.record.status = 500;
          console.error('server render:', error);
        },
      },
    );
  });

  const { record } = server;
  return {
    timing: { dataMs: fetched - started, shellMs: performance.now() - fetched },
    status: record.status,
    redirect: record.redirect,
    locale,
    direction,
    head: headTags({
      head: record.head,
      status: record.status,
      url,
      locale,
      imagePreload: record.imagePreload,
      fonts: fontPreloads(locale),
    }),
    // The locale's messages (build manifest id of their chunk) come with the route's code, not inside the HTML.
    modules: [...record.modules, `src/i18n/generated/${locale}.json`],
    body,
    data: () =>
      `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">` +
      `${bootstrapData(store.getState(), locale, [...record.modules])}</script>`,
  };
}

/**
 * The page sent when rendering failed, or when the visitor's address asked for too many pages ('busy'): the
 * shopper's language, a way to try again, never a stack trace.
 */
export function errorPage(
  pathname: string,
  nonce: string,
  kind: 'failed' | 'busy' = 'failed',
): { locale: Locale; html: string } {
  const first = pathname.split('/')[1];
  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const intl = createIntl({ locale, messages: MESSAGES[locale] as never, defaultLocale: 'en' });
  const text = (message: MessageDescriptor) => escapeHtml(intl.formatMessage(message));
  const title = text(kind === 'busy' ? busyMessages.title : appMessages.pageErrorTitle);
  const body = text(kind === 'busy' ? busyMessages.body : appMessages.pageErrorBody);
  return {
    locale,
    html:
      `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
      `<title>${title} | ${text(appMessages.appTitle)}</title>` +
      `<style nonce="${escapeHtml(nonce)}">body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;` +
      `padding:0 1rem;line-height:1.5}a{color:#1d3f8a}</style></head><body><main>` +
      `<h1>${title}</h1><p>${body}</p>` +
      `<p><a href="${escapeHtml(pathname)}">${text(appMessages.pageErrorRetry)}</a></p></main></body></html>`,
  };
}
