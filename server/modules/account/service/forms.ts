/** The account forms' rules (src/domain/account/forms.ts) as the server applies them: a 400 naming every field. */
import { type AccountForm, type AccountRule, normaliseAccountValue, validateAccountForm } from '@domain/account/forms';
import { FIELD_MESSAGES, fillMessage } from '../../../http/field-messages';
import { type FieldError, HttpProblem } from '../../../http/problems';

const RULE_TEXT: Readonly<Record<AccountRule['rule'], string>> = {
  required: FIELD_MESSAGES.required,
  email: FIELD_MESSAGES.email,
  minlength: FIELD_MESSAGES.minlength,
  maxlength: FIELD_MESSAGES.maxlength,
  rangelength: FIELD_MESSAGES.rangelength,
  username: 'Use letters, digits, spaces and . _ - only.',
  username_email: 'A username cannot contain @.',
};

function message(error: AccountRule): string {
  const limits =
    error.rule === 'minlength'
      ? [error.min]
      : error.rule === 'maxlength'
        ? [error.max]
        : error.rule === 'rangelength'
          ? [error.min, error.max]
          : [];
  return fillMessage(RULE_TEXT[error.rule], ...limits);
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
