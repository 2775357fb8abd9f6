import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { ReactIntlError } from 'react-intl';
import { LOCALES } from '@domain/locales';
import { loadLocaleResources } from '@app/locale-resources';

afterEach(() => cleanup());

// The files of a worker share one page (the unit project does not isolate them: a third of the time). Each file
// starts from the page jsdom gives, whatever the file before it replaced, stubbed or stored.
const dom = typeof window !== 'undefined'; // a file may ask for the node environment instead
beforeAll(() => {
  if (!dom) return;
  Reflect.deleteProperty(window, 'matchMedia'); // jsdom has none; some files set one for useMediaQuery
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (dom) document.body.innerHTML = '';
});

// A message react-intl could not format (missing from a translation, malformed, wrong values) is reported through its
// default onError, as a console.error: the test that caused it fails, as the journeys fail on console errors.
const intlErrors: unknown[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args[0] instanceof ReactIntlError) intlErrors.push(args[0]);
  consoleError(...args);
};
afterEach(() => {
  const errors = intlErrors.splice(0);
  if (errors.length) throw new Error(`react-intl reported:\n${errors.map(String).join('\n')}`);
});

// findBy/waitFor wait for real UI; on a loaded shared machine the first render can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Every locale's compiled messages (written by `npm run i18n`, which the unit project's global setup runs) is loaded
// before the first test, as the app's `/:locale` route does before it renders: components render in any locale at once.
await Promise.all(LOCALES.map(loadLocaleResources));
