/**
 * My Account (`/:locale/my-account/…`), made of the account feature's AccountLayout, AccountDashboard, OrdersTable,
 * AddressesSection (AddressEditor), DetailsForm and ChangePasswordForm, and the order's page; a visitor's view with
 * the login dialog open (LoginRequired). The customer and their orders are fixed fixtures (stories/support/account.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountRoute } from '@app/routes/account/AccountRoute';
import { AccountDialogsProvider } from '@features/account/components/dialogs/AccountDialogs';
import { signedInRoutes } from '../../../support/account';
import { API_WAIT, msg, pendingRoute, storyLocale, msgText } from '../../../support/api';
import { confirmWithPassword, typePasswordAndSubmit } from '../../../support/password-form';

function AtAccountRoute() {
  return (
    <AccountDialogsProvider>
      <Routes>
        <Route path="/:locale/my-account" element={<AccountRoute />} />
        <Route path="/:locale/my-account/:section" element={<AccountRoute />} />
        <Route path="/:locale/my-account/orders/:number" element={<AccountRoute />} />
      </Routes>
    </AccountDialogsProvider>
  );
}

const meta = {
  title: 'App/AccountPage',
  component: AtAccountRoute,
  tags: ['mobile'],
  parameters: { route: '/my-account/', api: signedInRoutes() },
} satisfies Meta<typeof AtAccountRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const section =
  (id: string): Story['play'] =>
  async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: msg(storyLocale(globals), id) }, API_WAIT);
  };

/** The dashboard: the greeting, what each page is for, the account's navigation. */
export const Dashboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await within(canvasElement).findByText(
      msgText(locale, 'myAccount.dashboard.hello', { name: 'Yasmine' }),
      {},
      API_WAIT,
    );
  },
};

/** The account still loading. */
export const Loading: Story = {
  tags: ['busy'],
  parameters: { api: [pendingRoute('/api/account'), ...signedInRoutes()] },
  play: section('myAccount.nav.dashboard'),
};

/** Orders, first of two pages: number, date, status, total for the items, a way to each. */
export const Orders: Story = {
  parameters: { route: '/my-account/orders/' },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await within(canvasElement).findByRole('table', { name: msg(locale, 'myAccount.orders.caption') }, API_WAIT);
  },
};

/** The second page of orders. */
export const OrdersSecondPage: Story = {
  parameters: { route: '/my-account/orders/?page=2' },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await within(canvasElement).findByText(
      msgText(locale, 'myAccount.orders.pageOf', { page: '2', pages: '2' }),
      {},
      API_WAIT,
    );
  },
};

/** No order yet: a way to the shop. */
export const NoOrders: Story = {
  parameters: { route: '/my-account/orders/', api: signedInRoutes({}, 0) },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByText(msgText(storyLocale(globals), 'myAccount.orders.none'), {}, API_WAIT);
  },
};

/** One order: when and its status, its lines and totals, the addresses. */
export const Order: Story = {
  parameters: { route: '/my-account/orders/1012/' },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await within(canvasElement).findByRole('link', { name: msg(locale, 'myAccount.order.back') }, API_WAIT);
  },
};

/** The saved addresses checkout fills in. */
export const Addresses: Story = {
  parameters: { route: '/my-account/addresses/' },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'button',
      { name: msg(storyLocale(globals), 'myAccount.addresses.editBilling') },
      API_WAIT,
    );
  },
};

/** None saved yet. */
export const NoAddresses: Story = {
  parameters: { route: '/my-account/addresses/', api: signedInRoutes({ billing: null, shipping: null }) },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'button',
      { name: msg(storyLocale(globals), 'myAccount.addresses.addShipping') },
      API_WAIT,
    );
  },
};

/** The billing address in its editor, emptied and saved: the error summary takes focus. */
export const AddressWithErrors: Story = {
  parameters: { route: '/my-account/addresses/', api: signedInRoutes({ billing: null }) },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: msg(locale, 'myAccount.addresses.addBilling') }, API_WAIT),
    );
    await userEvent.click(await canvas.findByRole('button', { name: msg(locale, 'myAccount.addresses.save') }));
    const summary = await canvas.findByRole('region', { name: msg(locale, 'errorSummary.title') });
    await waitFor(() => expect(summary).toHaveFocus());
  },
};

/** Account details and the password change. */
export const Details: Story = {
  parameters: { route: '/my-account/details/' },
  play: section('myAccount.nav.details'),
};

/** Details saved; a wrong current password refused by its field. */
export const DetailsSavedAndPasswordRefused: Story = {
  parameters: {
    route: '/my-account/details/',
    api: [
      ...signedInRoutes(),
      {
        method: 'PUT',
        path: '/api/account/details',
        handler: () => ({
          body: {
            id: 7,
            username: 'yasmine',
            email: 'yasmine@example.ma',
            firstName: 'Yasmine',
            lastName: 'Alaoui',
            displayName: 'Yasmine A.',
            billing: null,
            shipping: null,
          },
        }),
      },
      {
        method: 'PUT',
        path: '/api/account/password',
        status: 400,
        body: {
          type: 'urn:zellige:problem:password_incorrect',
          title: 'Bad Request',
          status: 400,
          code: 'password_incorrect',
          errors: [{ field: 'body.password_current', code: 'password_incorrect', message: 'x' }],
        },
      },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: msg(locale, 'myAccount.details.save') }, API_WAIT));
    await canvas.findByText(msgText(locale, 'myAccount.details.saved'), {}, API_WAIT);
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${msg(locale, 'myAccount.password.current')}`), { selector: 'input' }),
      'not-my-password',
    );
    await userEvent.type(
      canvas.getByLabelText(new RegExp(`^${msg(locale, 'myAccount.password.new')}`), { selector: 'input' }),
      'a-new-password',
    );
    await userEvent.click(canvas.getByRole('button', { name: msg(locale, 'myAccount.password.save') }));
    await waitFor(
      () => expect(canvas.getAllByText(msgText(locale, 'account.error.passwordIncorrect'))).toHaveLength(2),
      API_WAIT,
    );
  },
};

/** A visitor: why the page needs a login, and the login dialog open on load. */
export const Visitor: Story = {
  parameters: { api: [] },
  play: async ({ globals }) => {
    await screen.findByRole('dialog', { name: msg(storyLocale(globals), 'account.login.title') }, API_WAIT);
  },
};

/** Types the account's password on the confirmation link's page and confirms. */
/** The confirmation link being checked with the account's password. */
export const Confirming: Story = {
  tags: ['busy'],
  parameters: {
    route: '/my-account/confirm/?token=abcdefghijklmnopqrstuvwxyz',
    api: [pendingRoute('/api/account/confirm', 'POST')],
  },
  play: async ({ canvasElement, globals }) => {
    await confirmWithPassword(canvasElement, storyLocale(globals));
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByRole('button', {
            name: new RegExp(msg(storyLocale(globals), 'myAccount.confirm.submit')),
          }),
        ).toHaveAttribute('aria-busy', 'true'),
      API_WAIT,
    );
  },
};

const linkInvalid = (path: string) => ({
  method: 'POST',
  path,
  status: 400,
  body: {
    type: 'urn:zellige:problem:link_invalid',
    title: 'Bad Request',
    status: 400,
    code: 'link_invalid',
    errors: [{ field: 'body.token', code: 'link_invalid', message: 'x' }],
  },
});

/** A confirmation link already used or expired. */
export const ConfirmLinkUsed: Story = {
  parameters: {
    route: '/my-account/confirm/?token=abcdefghijklmnopqrstuvwxyz',
    api: [linkInvalid('/api/account/confirm')],
  },
  play: async ({ canvasElement, globals }) => {
    await confirmWithPassword(canvasElement, storyLocale(globals));
    await within(canvasElement).findByText(msgText(storyLocale(globals), 'account.error.linkInvalid'), {}, API_WAIT);
  },
};

/** The reset link's page: a new password. */
export const ResetPassword: Story = {
  parameters: { route: '/my-account/reset-password/?token=abcdefghijklmnopqrstuvwxyz', api: [] },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: msg(storyLocale(globals), 'myAccount.reset.title') },
      API_WAIT,
    );
  },
};

/** A reset link already used: said, with a way to ask for a new one. */
export const ResetLinkUsed: Story = {
  parameters: {
    route: '/my-account/reset-password/?token=abcdefghijklmnopqrstuvwxyz',
    api: [linkInvalid('/api/account/reset-password')],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await typePasswordAndSubmit(canvasElement, locale, {
      field: 'myAccount.password.new',
      submit: 'myAccount.password.save',
      password: 'a-new-password',
    });
    await within(canvasElement).findByRole('button', { name: msg(locale, 'myAccount.link.askNew') }, API_WAIT);
  },
};

/** Reset: a way to sign in. */
export const ResetDone: Story = {
  parameters: {
    route: '/my-account/reset-password/?token=abcdefghijklmnopqrstuvwxyz',
    api: [{ method: 'POST', path: '/api/account/reset-password', body: { status: 'password_reset' } }],
  },
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals);
    await typePasswordAndSubmit(canvasElement, locale, {
      field: 'myAccount.password.new',
      submit: 'myAccount.password.save',
      password: 'a-new-password',
    });
    await within(canvasElement).findByText(msgText(locale, 'myAccount.reset.done'), {}, API_WAIT);
  },
};

/** The lost-password page the 'already registered' e-mail links to. */
export const LostPasswordPage: Story = {
  parameters: { route: '/my-account/lost-password/', api: [] },
  play: async ({ canvasElement, globals }) => {
    await within(canvasElement).findByRole(
      'heading',
      { level: 1, name: msg(storyLocale(globals), 'account.lostPassword.title') },
      API_WAIT,
    );
  },
};
