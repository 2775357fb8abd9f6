import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { PageContainer } from '@shared/ui/PageContainer';
import { useLogoutMutation } from '../../api';
import { accountPageMessages as m } from '../../page-messages';
import { useAccountDialogs } from '../dialogs/AccountDialogs';

const SECTIONS = [
  ['', m.dashboard],
  ['orders/', m.orders],
  ['addresses/', m.addresses],
  ['details/', m.details],
] as const;

const PLAIN_ENTRY = {
  justifyContent: 'flex-start',
  borderInlineStart: '3px solid transparent',
  borderRadius: 0,
} as const;

/**
 * My Account's frame: the page title, the account's navigation (the current page marked aria-current; sign out at
 * its end) and the section's content, side by side from md, stacked on phones.
 */
export function AccountLayout({
  heading,
  children,
  navExtra,
}: {
  heading: ReactNode;
  children: ReactNode;
  /** Entries other features add before 'Sign out' (the wishlist), drawn like the sections' links. */
  navExtra?: (sx: SxProps<Theme>) => ReactNode;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const dialogs = useAccountDialogs();
  const [logout, { isLoading }] = useLogoutMutation();
  const base = localePath(locale, '/my-account/');
  const signOut = async () => {
    await logout()
      .unwrap()
      .then(() => dialogs.announce(intl.formatMessage(m.signedOutNotice)))
      .catch(() => undefined);
  };
  return (
    <PageContainer paddingBlock={{ xs: 3, md: 5 }}>
      {/* The page's title as every page's h1 is drawn; its sections' headings a step below it. */}
      <Typography variant="h1" component="h1" sx={{ marginBlockEnd: 3 }}>
        {intl.formatMessage(m.title)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
        }}
      >
        <Box component="nav" aria-label={intl.formatMessage(m.navLabel)}>
          <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0.5 }}>
            {SECTIONS.map(([path, label]) => {
              const to = `${base}${path}`;
              const current = path === '' ? pathname === base : pathname.startsWith(to);
              return (
                <li key={path}>
                  <Button
                    component={RouterLink}
                    to={to}
                    aria-current={current ? 'page' : undefined}
                    fullWidth
                    color="inherit"
                    sx={(theme) => ({
                      justifyContent: 'flex-start',
                      fontWeight: current ? 700 : 400,
                      borderInlineStart: `3px solid ${current ? theme.palette.primary.main : 'transparent'}`,
                      borderRadius: 0,
                    })}
                  >
                    {intl.formatMessage(label)}
                  </Button>
                </li>
              );
            })}
            {navExtra && <li>{navExtra({ ...PLAIN_ENTRY, fontWeight: 400 })}</li>}
            <li>
              <Button
                fullWidth
                color="inherit"
                onClick={() => void signOut()}
                aria-busy={isLoading || undefined}
                sx={PLAIN_ENTRY}
              >
                {intl.formatMessage(m.signOut)}
              </Button>
            </li>
          </Box>
        </Box>
        <Box component="section" aria-labelledby="account-section-heading" sx={{ minWidth: 0 }}>
          <Typography id="account-section-heading" variant="h3" component="h2" sx={{ marginBlockEnd: 2 }}>
            {heading}
          </Typography>
          {children}
        </Box>
      </Box>
    </PageContainer>
  );
}
