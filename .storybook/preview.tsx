import '@theme/fonts';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { isLocale, LOCALES, type Locale } from '@domain/locales';
import { makeStore, type RootState } from '@app/store';
import { LocaleProviders } from '@app/providers/LocaleProviders';
import { loadLocaleResources } from '@app/locale-resources';
import { QuickViewProvider } from '@app/providers/QuickViewProvider';
import { createMockFetch, type MockRoute } from '../tests/support/mock-fetch';
import { baseRoutes } from '../tests/support/fixtures/routes';
import { traceMessageReads } from './message-trace';
import { CHECKOUT_DRAFT_KEY } from '@features/checkout/model/draft';

/**
 * Every story renders like the app: its own store (optionally preloaded), a router at the
 * story's route, the locale's messages, direction, theme and Emotion cache, and the quick view that the
 * shell gives every product card. The API answers from fixtures (`parameters.api` adds or overrides routes).
 */
const withProviders: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const preloadedState = context.parameters.preloadedState as Partial<RootState> | undefined;
  const store = makeStore(preloadedState);
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/${locale}${route}`]}>
        <LocaleProviders locale={locale}>
          <QuickViewProvider>
            <Story />
          </QuickViewProvider>
        </LocaleProviders>
      </MemoryRouter>
    </Provider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Locale and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'fr', title: 'Français' },
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        mobile: { name: 'Mobile 390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        reflow: { name: 'Reflow 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
    controls: { expanded: true },
  },
  loaders: [
    async ({ parameters }) => {
      // The compiled messages (npm run i18n) the app loads, every locale: the toolbar switches locale at once.
      await Promise.all(LOCALES.map(loadLocaleResources));
      LOCALES.forEach(traceMessageReads);
      const routes = [...((parameters.api as MockRoute[] | undefined) ?? []), ...baseRoutes];
      window.fetch = createMockFetch(routes);
      // A story starts from an empty checkout: one whose play typed in it would leave a draft for the next.
      window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
      return {};
    },
  ],
  decorators: [withProviders],
};

export default preview;
