import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { AccountRule } from '@domain/account/forms';
import { customerMessages } from './messages';

/** A Yup error of the account forms (the rule as JSON, see `accountSchema`) in the shopper's words. */
export function useAccountRuleText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      let rule: AccountRule;
      try {
        rule = JSON.parse(message) as AccountRule;
      } catch {
        return message;
      }
      switch (rule.rule) {
        case 'required':
          return intl.formatMessage(customerMessages.required);
        case 'email':
          return intl.formatMessage(customerMessages.email);
        case 'maxlength':
          return intl.formatMessage(customerMessages.maxlength, { max: rule.max });
        case 'minlength':
          return intl.formatMessage(customerMessages.minlength, { min: rule.min });
        case 'rangelength':
          return intl.formatMessage(customerMessages.rangelength, { min: rule.min, max: rule.max });
        case 'username':
          return intl.formatMessage(customerMessages.usernameChars);
        case 'username_email':
          return intl.formatMessage(customerMessages.usernameEmail);
        default:
          return message;
      }
    },
    [intl],
  );
}
