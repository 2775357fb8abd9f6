import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';
import { PageContainer } from '@shared/ui/PageContainer';
import { accountMessages } from '../../messages';
import { accountPageMessages as m } from '../../page-messages';
import { useAccountDialogs } from '../dialogs/AccountDialogs';

/**
 * What a page that requires login shows a visitor: why, and the two ways in. The login dialog opens on load (the
 * spec's page marked as requiring login); signing in there shows the page.
 */
export function LoginRequired() {
  const intl = useIntl();
  const dialogs = useAccountDialogs();
  const { pathname } = useLocation();
  useEffect(() => {
    dialogs.open('login');
  }, [dialogs, pathname]);
  return (
    <PageContainer paddingBlock={{ xs: 3, md: 6 }}>
      <Typography variant="h3" component="h1" sx={{ marginBlockEnd: 2 }}>
        {intl.formatMessage(m.title)}
      </Typography>
      <Typography sx={{ marginBlockEnd: 3 }}>{intl.formatMessage(m.loginRequired)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" aria-haspopup="dialog" onClick={() => dialogs.open('login')}>
          {intl.formatMessage(accountMessages.signInLink)}
        </Button>
        <Button variant="outlined" aria-haspopup="dialog" onClick={() => dialogs.open('register')}>
          {intl.formatMessage(accountMessages.createAccountLink)}
        </Button>
      </Stack>
    </PageContainer>
  );
}
