/**
 * The spec's field validation messages in English, for a problem's `message` (the client words each in the
 * shopper's language from its `code`). {0} and {1} stand for the rule's limits.
 */
export const FIELD_MESSAGES = {
  required: 'This field is required',
  email: 'A valid email address is required',
  url: 'Please enter a valid URL',
  number: 'Please enter a valid number.',
  equalTo: 'Please enter the same value again',
  accept: 'Please enter a value with a valid extension',
  maxlength: 'Please enter no more than {0} characters',
  minlength: 'Please enter at least {0} characters',
  rangelength: 'Please enter a value between {0} and {1} characters long',
  max: 'Please enter a value less than or equal to {0}',
  min: 'Please enter a value greater than or equal to {0}',
} as const;

/** A message with its limits in place of {0} and {1}. */
export const fillMessage = (text: string, ...limits: Array<string | number>): string =>
  limits.reduce<string>((out, limit, i) => out.replace(`{${i}}`, String(limit)), text);
