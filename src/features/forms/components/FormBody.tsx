import { useMemo, useRef, useState } from 'react';
import { Formik } from 'formik';
import type { PublicForm } from '../model/types';
import { type HeldIssue, formSchema } from '../model/schema';
import { initialValues } from '../model/values';
import { FormScopeContext, type FormScope } from '../hooks/useFieldState';
import { useFormToken } from '../hooks/useFormToken';
import { useSubmission } from '../hooks/useSubmission';
import { FormConfirmation } from './FormConfirmation';
import { FormScreens, type FocusRequest } from './FormScreens';

export interface FormBodyProps {
  form: PublicForm;
  slug: string;
  /** When the form's token was issued (ms): it is renewed once older than the form says. */
  issued?: number;
  startPage?: number;
}

/**
 * An embedded form's state: the page the shopper is on, the token, what the server said of addresses, the checks
 * still running, and the submission. Formik validates the shown pages up to the current one; once sent, the
 * confirmation replaces the form, and a refusal shows the first page with an error and focuses that error.
 */
export function FormBody({ form, slug, issued, startPage = 0 }: FormBodyProps) {
  const formId = `form-${slug}`;
  const { token, onFocus, renew } = useFormToken(slug, form.token, form.tokenRefresh, issued);
  const [page, setPage] = useState(startPage);
  const [focus, setFocus] = useState<FocusRequest>({ to: 'none', n: 0 });
  const refused = useRef(new Set<string>());
  const held = useRef<HeldIssue[]>([]);
  const pendingChecks = useRef(0);
  const startedAt = useRef<number | undefined>(undefined);
  const honeypot = useRef<HTMLInputElement>(null);
  const initial = useMemo(() => initialValues(form, form.captcha), [form]);
  const validationSchema = useMemo(
    () => () =>
      formSchema(form, {
        upTo: page,
        refused: (field, email) => refused.current.has(`${field} ${email}`),
        held: () => held.current,
      }),
    [form, page],
  );
  const requestFocus = (to: FocusRequest['to']) => setFocus((f) => ({ to, n: f.n + 1 }));
  const { submit, confirmation, general } = useSubmission({
    form,
    slug,
    token,
    renewToken: renew,
    honeypot: () => honeypot.current?.value ?? '',
    startedAt: () => startedAt.current,
    refuse: (field, email) => refused.current.add(`${field} ${email}`),
    hold: (issues) => {
      held.current = issues;
    },
    showErrors: (at) => {
      if (at !== null) setPage(at);
      requestFocus(at !== null ? 'error' : 'general');
    },
  });
  const scope = useMemo<FormScope>(
    () => ({
      formId,
      slug,
      emailChecked: (field, email, allowed) => {
        if (allowed) refused.current.delete(`${field} ${email}`);
        else refused.current.add(`${field} ${email}`);
      },
      pending: (delta) => {
        pendingChecks.current += delta;
      },
    }),
    [formId, slug],
  );

  if (confirmation) return <FormConfirmation paragraphs={confirmation.confirmation} order={confirmation.order} />;
  return (
    <FormScopeContext.Provider value={scope}>
      <Formik
        initialValues={initial}
        validationSchema={validationSchema}
        validateOnChange={false}
        validateOnBlur
        onSubmit={submit}
      >
        <FormScreens
          form={form}
          formId={formId}
          general={general}
          page={page}
          onPage={setPage}
          focus={focus}
          requestFocus={requestFocus}
          checksPending={() => pendingChecks.current > 0}
          honeypot={honeypot}
          onFocus={() => {
            startedAt.current ??= Math.floor(Date.now() / 1000);
            onFocus();
          }}
        />
      </Formik>
    </FormScopeContext.Provider>
  );
}
