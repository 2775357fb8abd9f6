import { defineMessages, type NoMessageValues } from 'react-intl';

/** The words of the customer's fields shared by the account forms and checkout: the password toggle and the rules. */
export const customerMessages = defineMessages<{
  showPassword: NoMessageValues;
  hidePassword: NoMessageValues;
  passwordHint: { min: number; max: number };
  required: NoMessageValues;
  email: NoMessageValues;
  maxlength: { max: number };
  minlength: { min: number };
  rangelength: { min: number; max: number };
  usernameChars: NoMessageValues;
  usernameEmail: NoMessageValues;
}>({
  showPassword: { id: 'account.password.show', defaultMessage: 'Show password' },
  hidePassword: { id: 'account.password.hide', defaultMessage: 'Hide password' },
  passwordHint: { id: 'account.password.hint', defaultMessage: 'Between {min} and {max} characters.' },
  required: { id: 'account.rule.required', defaultMessage: 'This field is required' },
  email: { id: 'account.rule.email', defaultMessage: 'A valid email address is required' },
  maxlength: { id: 'account.rule.maxlength', defaultMessage: 'Please enter no more than {max} characters' },
  minlength: { id: 'account.rule.minlength', defaultMessage: 'Please enter at least {min} characters' },
  rangelength: {
    id: 'account.rule.rangelength',
    defaultMessage: 'Please enter a value between {min} and {max} characters long',
  },
  usernameChars: {
    id: 'account.rule.username',
    defaultMessage: 'Please use only letters, digits, spaces and . _ -',
  },
  usernameEmail: { id: 'account.rule.usernameEmail', defaultMessage: 'A username cannot contain @' },
});
