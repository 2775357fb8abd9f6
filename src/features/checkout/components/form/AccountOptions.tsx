import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { NewPasswordField } from '@entities/customer/fields/PasswordField';
import { localePath, useLocale } from '@shared/i18n/locale-context';
import { checkoutMessages } from '../../messages';

/** The new account's password field: the error summary links to it. */
export const ACCOUNT_PASSWORD_ID = 'checkout-account-password';

export interface AccountOptionsProps {
  signedIn: boolean;
  saveAddresses: boolean;
  createAccount: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

/**
 * What checkout offers about accounts: a customer keeps these addresses for next time (ticked); a guest may sign in
 * (a link marked open-login: the login dialog) or ask for an account with a password, confirmed by e-mail.
 */
export const AccountOptions = memo(function AccountOptions({
  signedIn,
  saveAddresses,
  createAccount,
  onChange,
}: AccountOptionsProps) {
  const intl = useIntl();
  const locale = useLocale();
  if (signedIn) {
    return (
      <FormControlLabel
        control={<Checkbox name="saveAddresses" checked={saveAddresses} onChange={onChange} />}
        label={intl.formatMessage(checkoutMessages.saveAddresses)}
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2">
        {intl.formatMessage(checkoutMessages.returningCustomer)}{' '}
        <Box
          component="a"
          className="open-login"
          href={localePath(locale, '/my-account/')}
          sx={{ color: 'primary.main', textUnderlineOffset: '0.15em' }}
        >
          {intl.formatMessage(checkoutMessages.signIn)}
        </Box>
      </Typography>
      <FormControlLabel
        control={<Checkbox name="createAccount" checked={createAccount} onChange={onChange} />}
        label={intl.formatMessage(checkoutMessages.createAccount)}
      />
      {createAccount && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2">{intl.formatMessage(checkoutMessages.createAccountHint)}</Typography>
          <NewPasswordField
            name="accountPassword"
            id={ACCOUNT_PASSWORD_ID}
            label={intl.formatMessage(checkoutMessages.accountPassword)}
          />
        </Box>
      )}
    </Box>
  );
});
