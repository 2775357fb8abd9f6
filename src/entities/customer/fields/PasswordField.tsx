import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/account/forms';
import { customerMessages } from '../messages';
import { AccountTextField, type AccountTextFieldProps } from './AccountTextField';

export interface PasswordFieldProps extends Omit<AccountTextFieldProps, 'type' | 'slotProps'> {
  /** Start with the password shown (stories). */
  initiallyShown?: boolean;
}

/**
 * A password field with the spec's toggle: a button labelled 'Show password' / 'Hide password' that switches the
 * input between hidden and plain text. The field keeps focus-free of the toggle's state; the label says the action.
 */
export function PasswordField({ initiallyShown = false, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(initiallyShown);
  const label = intl.formatMessage(shown ? customerMessages.hidePassword : customerMessages.showPassword);
  return (
    <AccountTextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        htmlInput: { dir: 'ltr' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                aria-controls={props.id}
                onClick={() => setShown((value) => !value)}
                edge="end"
              >
                {shown ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A password being chosen: 'new-password' to the browser's password manager, the 8-to-30 rule said below it. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'autoComplete' | 'hint'>) {
  const intl = useIntl();
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      hint={intl.formatMessage(customerMessages.passwordHint, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
    />
  );
}
