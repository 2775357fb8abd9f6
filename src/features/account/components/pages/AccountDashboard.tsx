import { useIntl } from 'react-intl';
import { Typography } from '@mui/material';
import type { Account } from '@entities/customer/api';
import { accountPageMessages as m } from '../../page-messages';

/** The dashboard: a greeting by the customer's name and what the other pages are for. */
export function AccountDashboard({ account }: { account: Account }) {
  const intl = useIntl();
  return (
    <>
      <Typography sx={{ marginBlockEnd: 1.5 }}>
        {intl.formatMessage(m.hello, { name: account.firstName.trim() || account.displayName })}
      </Typography>
      <Typography>{intl.formatMessage(m.dashboardIntro)}</Typography>
    </>
  );
}
