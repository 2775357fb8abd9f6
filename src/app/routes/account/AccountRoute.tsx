import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { useCustomerAccount, useSessionUser } from '@entities/customer/api';
import { useGetOrdersQuery } from '@features/account/api';
import { LostPasswordForm } from '@features/account/components/forms/LostPasswordForm';
import { AccountDashboard } from '@features/account/components/pages/AccountDashboard';
import { AccountLayout } from '@features/account/components/pages/AccountLayout';
import { AddressesSection } from '@features/account/components/pages/AddressesSection';
import { ChangePasswordForm } from '@features/account/components/pages/ChangePasswordForm';
import { ConfirmAccount } from '@features/account/components/pages/ConfirmAccount';
import { DetailsForm } from '@features/account/components/pages/DetailsForm';
import { LoginRequired } from '@features/account/components/pages/LoginRequired';
import { OrdersTable } from '@features/account/components/pages/OrdersTable';
import { ResetPasswordForm } from '@features/account/components/pages/ResetPasswordForm';
import { accountMessages } from '@features/account/messages';
import { accountPageMessages as m } from '@features/account/page-messages';
import { AccountWishlistLink } from '@features/wishlist/components/AccountWishlistLink';
import { PageContainer } from '@shared/ui/PageContainer';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { appMessages } from '../../messages';
import { NotFoundPage } from '../NotFoundPage';
import { PageLoadError } from '../PageLoadError';
import { PRIVATE_PAGE, usePageMeta } from '../use-page-meta';
import { AccountOrderPage } from './AccountOrderPage';
import { accountSection, type AccountSection } from './sections';

const TITLES = {
  dashboard: m.dashboard,
  orders: m.orders,
  order: m.orders,
  addresses: m.addresses,
  details: m.details,
  confirm: m.confirmTitle,
  'reset-password': m.resetTitle,
  'lost-password': accountMessages.lostPasswordTitle,
} as const;

/** The pages the mailed links open, for anyone. */
const PUBLIC_SECTIONS: readonly AccountSection[] = ['confirm', 'reset-password', 'lost-password'];

/** A page the mailed links open, for anyone: a title and its form. */
function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer paddingBlock={{ xs: 3, md: 6 }} sx={{ maxInlineSize: 640 }}>
      <Typography id="account-reset-title" variant="h3" component="h1" sx={{ marginBlockEnd: 3 }}>
        {title}
      </Typography>
      {children}
    </PageContainer>
  );
}

function OrdersPage() {
  const page = Math.max(1, Number(useSearchParams()[0].get('page') ?? 1) || 1);
  const query = useGetOrdersQuery(page);
  const intl = useIntl();
  if (query.isError && !query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>;
  return <OrdersTable page={query.data} />;
}

/** The signed-in part: the account read, then the section inside My Account's frame. */
function PrivatePage({ section, orderNumber }: { section: AccountSection; orderNumber: number }) {
  const intl = useIntl();
  const query = useCustomerAccount();
  const account = query.data;
  if (query.isError && !account) return <PageLoadError onRetry={() => void query.refetch()} />;
  const heading =
    section === 'order'
      ? intl.formatMessage(m.orderTitle, { number: orderNumber })
      : intl.formatMessage(TITLES[section]);
  return (
    <AccountLayout heading={heading} navExtra={(sx) => <AccountWishlistLink sx={sx} />}>
      {!account ? (
        <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>
      ) : section === 'dashboard' ? (
        <AccountDashboard account={account} />
      ) : section === 'orders' ? (
        <OrdersPage />
      ) : section === 'order' ? (
        <AccountOrderPage number={orderNumber} />
      ) : section === 'addresses' ? (
        <AddressesSection account={account} />
      ) : (
        <>
          <DetailsForm account={account} />
          <ChangePasswordForm />
        </>
      )}
    </AccountLayout>
  );
}

/**
 * `/:locale/my-account/…`: the dashboard, orders (and one order), addresses and account details for a signed-in
 * customer (a visitor gets the login dialog); and, for anyone, the pages the e-mails' links open: confirm the
 * account, choose a new password, ask for a reset link.
 */
export function AccountRoute() {
  const intl = useIntl();
  const { known, user } = useSessionUser();
  const params = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const section = accountSection(params.section, params.number);
  // A signed-in section is named only for its customer: a visitor, asked to sign in, is on 'My account'.
  const named = section !== null && (PUBLIC_SECTIONS.includes(section) || user !== null);
  const title = named ? intl.formatMessage(TITLES[section]) : '';
  usePageMeta(
    `${title || intl.formatMessage(m.title)} | ${intl.formatMessage(appMessages.appTitle)}`,
    intl.formatMessage(m.description),
    PRIVATE_PAGE,
  );
  if (!section) return <NotFoundPage />;
  if (section === 'confirm') {
    return (
      <PublicPage title={title}>
        <ConfirmAccount token={token} />
      </PublicPage>
    );
  }
  if (section === 'reset-password') {
    return (
      <PublicPage title={title}>
        <ResetPasswordForm token={token} />
      </PublicPage>
    );
  }
  if (section === 'lost-password') {
    return (
      <PublicPage title={title}>
        <LostPasswordForm />
      </PublicPage>
    );
  }
  // Who is signed in is known from the server's render; a client that has not heard yet waits rather than asking a
  // customer to sign in.
  if (!known) return <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>;
  if (!user) return <LoginRequired />;
  return <PrivatePage section={section} orderNumber={Number(params.number)} />;
}
