import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '@shared/api/problem';
import { accountMessages as m } from '../messages';

/** A refused account request in the shopper's words: the form's live region shows it. */
export function useAccountProblemText(): (error: ApiError) => string {
  const intl = useIntl();
  return useCallback(
    (error) => {
      switch (error.code) {
        case 'login_failed':
          return intl.formatMessage(m.loginFailed);
        case 'account_unconfirmed':
          return intl.formatMessage(m.accountUnconfirmed);
        case 'too_many_attempts':
        case 'rate_limited':
          return intl.formatMessage(m.tooManyAttempts, {
            minutes: Math.max(1, Math.ceil(Number(error.params?.retryAfter ?? 60) / 60)),
          });
        case 'username_taken':
          return intl.formatMessage(m.usernameTaken);
        case 'email_taken':
          return intl.formatMessage(m.emailTaken);
        case 'password_incorrect':
          return intl.formatMessage(m.passwordIncorrect);
        case 'captcha_failed':
          return intl.formatMessage(m.captchaFailed);
        case 'link_invalid':
          return intl.formatMessage(m.linkInvalid);
        case 'fetch_error':
          return intl.formatMessage(m.offline);
        default:
          return intl.formatMessage(m.failed);
      }
    },
    [intl],
  );
}
