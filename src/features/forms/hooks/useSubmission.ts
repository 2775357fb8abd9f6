import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getIn, setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { CAPTCHA_FIELD } from '@domain/captcha';
import { firstPageWithErrors } from '@domain/forms/form';
import { captchaMessages } from '@entities/captcha/messages';
import type { ApiError } from '@shared/api/problem';
import { useLocale } from '@shared/i18n/locale-context';
import { useSubmitFormMutation } from '../api';
import { formMessages as m } from '../messages';
import { encodeIssue, issueFromServer, serverPath } from '../model/issues';
import { type HeldIssue, heldValue } from '../model/schema';
import type { FormState, PublicForm, Submitted } from '../model/types';
import { fieldValues, uploadIds, uploadTotal } from '../model/values';
import { leave } from '../model/redirect';

export interface SubmissionDeps {
  form: PublicForm;
  slug: string;
  token: string;
  /** Asks for a new token (after the server found the sent one stale, or spent by an earlier submission). */
  renewToken: () => Promise<string | null>;
  honeypot: () => string;
  startedAt: () => number | undefined;
  /** Keeps the server's refusal of an address, so the field stays in error until it changes. */
  refuse: (field: string, email: string) => void;
  /** Keeps the server's refusals at fields: the client's next check keeps them while their values stay. */
  hold: (issues: HeldIssue[]) => void;
  /** After a refusal: show this page (an index into the form's pages) and focus its first error. */
  showErrors: (page: number | null) => void;
}

/**
 * Sending the form: the submission built from Formik's values, then the confirmation (or the form's redirect, the
 * form 'sending' until the page is left), or the refusal spread where it belongs: each named field's error in the
 * shopper's words, the captcha started over, a general message before the buttons, and the first page with an error
 * shown.
 */
export function useSubmission(deps: SubmissionDeps) {
  const intl = useIntl();
  const locale = useLocale();
  const [send] = useSubmitFormMutation();
  const [confirmation, setConfirmation] = useState<Omit<Submitted, 'submission'> | null>(null);
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async (state: FormState, helpers: FormikHelpers<FormState>) => {
    const { form, slug, token } = deps;
    setGeneral(null);
    try {
      const result = await send({
        slug,
        body: {
          locale,
          token,
          honeypot: deps.honeypot(),
          ...(form.captcha ? { captcha: state.captcha ?? '' } : {}),
          ...(deps.startedAt() ? { startedAt: deps.startedAt() } : {}),
          values: fieldValues(form, state),
          uploads: uploadIds(form, state),
        },
      }).unwrap();
      const leaving = result.redirect ? leave(result.redirect) : false;
      if (leaving) return await leaving;
      setConfirmation({ confirmation: result.confirmation, ...(result.order ? { order: result.order } : {}) });
    } catch (caught) {
      const error = caught as ApiError;
      if (form.captcha) void helpers.setFieldValue(CAPTCHA_FIELD, '', false);
      let errors: FormikErrors<FormState> = {};
      const fields: string[] = [];
      const held: HeldIssue[] = [];
      for (const problem of error.fields ?? []) {
        if (problem.field === `body.${CAPTCHA_FIELD}`) {
          errors = setIn(errors, CAPTCHA_FIELD, intl.formatMessage(captchaMessages.failed));
          continue;
        }
        const where = serverPath(form, problem.field);
        if (!where) continue;
        if (problem.code === 'restricted_email') {
          const value = state[where.field.id];
          if (typeof value === 'string') deps.refuse(where.field.id, value.trim().toLowerCase());
        }
        const issue = issueFromServer(
          where.field,
          problem.code,
          where.part,
          uploadTotal(form, state),
          fieldValues(form, state),
        );
        errors = setIn(errors, where.at, encodeIssue(issue));
        held.push({ path: where.at, value: heldValue(getIn(state, where.at)), issue });
        fields.push(where.field.id);
      }
      deps.hold(held);
      helpers.setErrors(errors);
      // A token sends one submission: with a new one, sending again is taken.
      if (error.code === 'form_token_stale' || error.code === 'form_token_used') void deps.renewToken();
      setGeneral(
        intl.formatMessage(
          error.code === 'form_token_stale'
            ? m.tokenStale
            : error.code === 'form_token_used'
              ? m.tokenUsed
              : error.code === 'form_submissions_limit'
                ? m.submissionsLimit
                : error.code === 'form_spam' || error.code === 'form_token_forged'
                  ? m.spam
                  : error.code === 'captcha_failed'
                    ? captchaMessages.failed
                    : fields.length > 0
                      ? m.fixErrors
                      : m.sendFailed,
        ),
      );
      deps.showErrors(
        firstPageWithErrors(
          form,
          fields.map((field) => ({ field, rule: 'required' })),
        ),
      );
    }
  };

  return { submit, confirmation, general };
}
