import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from '@domain/locales';
import { makeStore, type RootState } from '@app/store';
import { LocaleProviders } from '@app/providers/LocaleProviders';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  route?: string;
  preloadedState?: Partial<RootState>;
}

/** Renders a component the way the app does: its own store, router, locale, theme and messages. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { locale = 'en', route = `/${locale}/`, preloadedState, ...rest } = options;
  const store = makeStore(preloadedState);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <LocaleProviders locale={locale}>{children}</LocaleProviders>
      </MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...rest }) };
}
