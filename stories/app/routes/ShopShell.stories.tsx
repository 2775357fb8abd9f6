/**
 * The whole page frame with the home page inside: preloader (off), skip link, store notice, header, main,
 * footer, coming-soon banner and cookie notice. The stored consent choice is forgotten before each story.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopShell } from '@app/routes/ShopShell';
import { HomePage } from '@app/routes/home/HomePage';
import { NotFoundPage } from '@app/routes/NotFoundPage';
import { STORE_NOTICE_HIDDEN, storeNoticeCookieName } from '@features/notices/model/store-notice';
import { failingRoute, forgetStoredChoices, sessionRoute, settingsRoute, storyLocale } from '../../support/api';
import { openMobileMenu } from '../../support/play';

const meta = {
  title: 'App/Shell',
  component: ShopShell,
  tags: ['mobile'],
  beforeEach: forgetStoredChoices,
  args: { children: <HomePage /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ShopShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: store notice, coming-soon banner and cookie notice all shown. */
export const Default: Story = {};

const ANSWERED_NOTICE_ID = 'storybook-answered';

/**
 * A returning shopper: the store notice dismissed (its cookie, for a notice id of this story's own, removed when
 * the story is left), the coming-soon banner dismissed and the cookie notice answered in the session.
 */
export const NoticesAnswered: Story = {
  parameters: {
    api: [
      settingsRoute({ notices: { storeNotice: { id: ANSWERED_NOTICE_ID } } }),
      sessionRoute({ comingSoonDismissed: true, consent: { analytics: false } }),
    ],
  },
  beforeEach: () => {
    const cookie = `${storeNoticeCookieName(ANSWERED_NOTICE_ID)}=${STORE_NOTICE_HIDDEN}; path=/`;
    document.cookie = cookie;
    return () => {
      document.cookie = `${cookie}; max-age=0`;
    };
  },
};

/** On phones, the hamburger pressed: the menu drawer over the page. On desktop there is no hamburger. */
export const MobileMenuOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    await openMobileMenu(canvasElement, storyLocale(globals));
  },
};

/** An unknown address: the 404 page inside the shell. */
export const NotFound: Story = {
  args: { children: <NotFoundPage /> },
  parameters: { route: '/no-such-page/' },
};

/**
 * Every API request fails: the shell runs on the default settings (their 'welcome' store notice and the cookie
 * notice; the coming-soon banner needs the session, so it stays hidden), the menu and footer have no categories,
 * and the catalogue says what happened.
 */
export const ApiDown: Story = {
  parameters: {
    api: ['/api/settings', '/api/session', '/api/catalogue/categories', '/api/catalogue/home'].map((path) =>
      failingRoute(path, 'GET', 503),
    ),
  },
};
