/** The account forms' rules (src/domain/account/forms.ts) as the server applies them: a 400 naming every field. */
import { type AccountForm, type AccountRule, normaliseAccountValue, validateAccountForm } from '@domain/account/forms';
import { type FieldError, HttpProblem } from '../../../http/problems';

// The spec's field validation messages; the client words them in the shopper's language from the code.
const RULE_TEXT: Readonly<Record<AccountRule['rule'], string>> = {
  required: 'This field is required',
  email: 'A valid email address is required',
  minlength: 'Please enter at least {0} characters',
  maxlength: 'Please enter no more than {0} characters',
  rangelength: 'Please enter a value between {0} and {1} characters long',
  username: 'Use letters, digits, spaces and . _ - @ only.',
};

function message(error: AccountRule): string {
  const [first, second] =
    error.rule === 'minlength'
      ? [error.min]
      : error.rule === 'maxlength'
        ? [error.max]
        : error.rule === 'rangelength'
          ? [error.min, error.max]
          : [];
  return RULE_TEXT[error.rule].replace('{0}', String(first ?? '')).replace('{1}', String(second ?? ''));
}

/** The form's values, normalised as the rules see them; a 400 with every broken rule otherwise. */
export function checkedForm<F extends AccountForm>(form: F, body: Record<string, unknown>): Record<string, string> {
  const errors = validateAccountForm(form, body);
  if (errors.length > 0) {
    const fields: FieldError[] = errors.map(({ field, ...rule }) => ({
      field: `body.${field}`,
      code: rule.rule,
      message: message(rule),
    }));
    throw new HttpProblem(400, fields[0]!.code, fields[0]!.message, { errors: fields });
  }
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, normaliseAccountValue(k as never, v)]));
}

/** A problem on one field, for what only the server can know (a username taken, a link used). */
export const fieldProblem = (status: number, field: string, code: string, detail: string) =>
  new HttpProblem(status, code, detail, { errors: [{ field: `body.${field}`, code, message: detail }] });
