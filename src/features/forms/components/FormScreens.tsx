import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { Form, setNestedObjectValues, useFormikContext, type FormikTouched } from 'formik';
import { useIntl } from 'react-intl';
import { Box, Button, Typography } from '@mui/material';
import { CAPTCHA_FIELD } from '@domain/captcha';
import { MAX_UPLOAD_TOTAL } from '@domain/forms/fields';
import { firstPageWithErrors } from '@domain/forms/form';
import { toMb } from '@domain/forms/rules';
import { CaptchaField } from '@entities/captcha/CaptchaField';
import { Spinner } from '@shared/ui/Spinner';
import { StatusAlert } from '@shared/ui/StatusAlert';
import { VisuallyHidden } from '@shared/ui/VisuallyHidden';
import { formMessages as m } from '../messages';
import { KEYUP_DELAY_MS, MAX_RECHECKS, PENDING_RECHECK_MS } from '../model/timing';
import type { FormState, PublicForm } from '../model/types';
import { GENERAL_ERROR_SCROLL, focusFirstError, scrollAndFocus } from '../hooks/focus';
import { useFormPages } from '../hooks/useFormPages';
import { useIssueText } from '../hooks/useIssueText';
import { encodeIssue } from '../model/issues';
import { uploadTotal } from '../model/values';
import { FormFieldControl } from './FormFieldControl';
import { PageIndicator } from './PageIndicator';

/** What takes focus once the page has drawn: the page's heading, the first error, or the general message. */
export interface FocusRequest {
  to: 'none' | 'page' | 'error' | 'general';
  /** Counts requests, so asking twice for the same target moves focus twice. */
  n: number;
}

export interface FormScreensProps {
  form: PublicForm;
  formId: string;
  general: string | null;
  page: number;
  onPage: (page: number) => void;
  focus: FocusRequest;
  requestFocus: (to: FocusRequest['to']) => void;
  checksPending: () => boolean;
  honeypot: RefObject<HTMLInputElement | null>;
  onFocus: () => void;
}

/** A value's shape with every leaf marked touched (a name's parts, an address's lines). */
const touchedShape = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? setNestedObjectValues(value, true) : true;

/** The form's page of fields errors are on (field ids are the errors' first keys). */
const pageOfErrors = (form: PublicForm, errors: object) =>
  firstPageWithErrors(
    form,
    Object.keys(errors).map((field) => ({ field, rule: 'required' as const })),
  );

/**
 * The current page of an embedded form: the page indicator and heading, the page's shown fields, and 'Previous' and
 * 'Next' ('Next' only once the page's fields pass, waiting for a server check still running); on the last page the
 * captcha and the submit button, which stays focusable but does nothing while the form is being sent, or while its
 * files together pass the upload limit (said above it).
 */
export function FormScreens(props: FormScreensProps) {
  const { form, formId, general, page, onPage, focus, requestFocus, checksPending, honeypot, onFocus } = props;
  const intl = useIntl();
  const { values, touched, isSubmitting, validateForm, setTouched, submitForm } = useFormikContext<FormState>();
  const pages = useFormPages(form, values, page, onPage);
  const element = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const issueText = useIssueText();
  // Files that together pass the limit: said above the send button, which does nothing until some are removed.
  const uploaded = uploadTotal(form, values);
  const tooLarge = pages.last && uploaded > MAX_UPLOAD_TOTAL;
  const tooLargeId = `${formId}-upload-total`;

  useEffect(() => {
    if (focus.to === 'page') scrollAndFocus(heading.current ?? element.current);
    else if (focus.to === 'error') focusFirstError(element.current);
    else if (focus.to === 'general')
      scrollAndFocus(
        element.current?.querySelector<HTMLElement>('[data-general-error]') ?? null,
        GENERAL_ERROR_SCROLL.offset,
        GENERAL_ERROR_SCROLL.durationMs,
      );
  }, [focus]);

  // A second after the last keystroke, the fields already left are checked again.
  useEffect(() => {
    if (Object.keys(touched).length === 0) return;
    const timer = window.setTimeout(() => void validateForm(), KEYUP_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Values only: a check must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);

  const touchPage = async (at: number) => {
    const ids = (form.pages[at]?.fields ?? []).map((f) => f.id);
    const left = Object.fromEntries(ids.map((id) => [id, touchedShape(values[id])]));
    await setTouched({ ...touched, ...left } as FormikTouched<FormState>, false);
  };

  const next = async (tries = 0): Promise<void> => {
    if (checksPending() && tries < MAX_RECHECKS) {
      window.setTimeout(() => void next(tries + 1), PENDING_RECHECK_MS);
      return;
    }
    const errors = await validateForm();
    const ids = new Set((form.pages[pages.current]?.fields ?? []).map((f) => f.id));
    if (Object.keys(errors).some((key) => ids.has(key))) {
      await touchPage(pages.current);
      return requestFocus('error');
    }
    pages.next();
    requestFocus('page');
  };

  const send = async (tries = 0): Promise<void> => {
    if (checksPending() && tries < MAX_RECHECKS) {
      window.setTimeout(() => void send(tries + 1), PENDING_RECHECK_MS);
      return;
    }
    const errors = await validateForm();
    await submitForm();
    if (Object.keys(errors).length === 0) return;
    const at = pageOfErrors(form, errors);
    if (at !== null) pages.goTo(at);
    requestFocus('error');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A form being sent ignores Enter and clicks, and so does one whose files are too large together.
    if (isSubmitting) return;
    if (tooLarge) return scrollAndFocus(document.getElementById(tooLargeId));
    void (pages.last ? send() : next());
  };

  const current = form.pages[pages.current];
  const several = pages.shown.length > 1;
  return (
    <Box
      component={Form}
      ref={element}
      id={formId}
      noValidate
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-busy={isSubmitting || undefined}
      sx={{ opacity: isSubmitting ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {several && (
        <PageIndicator
          style={form.indicator}
          titles={pages.shown.map((p) => form.pages[p]?.title)}
          current={pages.position}
        />
      )}
      {several && current?.title && (
        <Typography ref={heading} tabIndex={-1} component="h3" variant="h4" sx={{ marginBlockEnd: 1, outline: 0 }}>
          {current.title}{' '}
          <VisuallyHidden>
            {'– '}
            {intl.formatMessage(m.pageOf, { current: pages.position + 1, total: pages.shown.length })}
          </VisuallyHidden>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>
        {intl.formatMessage(m.requiredHint)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {/* While the form is sent its fields are disabled (dimmed with the form), the buttons stay focusable. The
            fieldset only disables: it is no group (role none), which would be one without a name. */}
        <Box
          component="fieldset"
          role="none"
          disabled={isSubmitting}
          sx={{ display: 'grid', gap: 3, border: 0, padding: 0, margin: 0, minInlineSize: 0 }}
        >
          {current?.fields
            .filter((field) => pages.visible(field))
            .map((field) => (
              <FormFieldControl key={field.id} field={field} />
            ))}
          {/* Nobody sees this field, nor reaches it: what fills it is a robot. */}
          <Box sx={{ display: 'none' }}>
            <label htmlFor={`${formId}-hp`}>{form.honeypot}</label>
            <input ref={honeypot} id={`${formId}-hp`} name="hp" type="text" tabIndex={-1} autoComplete="off" />
          </Box>
          {pages.last && form.captcha && <CaptchaField name={CAPTCHA_FIELD} id={`${formId}-captcha`} />}
        </Box>
        {general && (
          <Box data-general-error tabIndex={-1} sx={{ outline: 0 }}>
            <StatusAlert severity="error">
              <VisuallyHidden>{intl.formatMessage(m.errorPrefix)} </VisuallyHidden>
              {general}
            </StatusAlert>
          </Box>
        )}
        {tooLarge && (
          <Box id={tooLargeId} tabIndex={-1} sx={{ outline: 0 }}>
            <StatusAlert severity="error">
              {issueText(encodeIssue({ rule: 'upload_total', totalMb: toMb(uploaded), maxMb: toMb(MAX_UPLOAD_TOTAL) }))}
            </StatusAlert>
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {pages.position > 0 && (
            <Button
              variant="outlined"
              onClick={() => {
                pages.previous();
                requestFocus('page');
              }}
            >
              {intl.formatMessage(m.previous)}
            </Button>
          )}
          {pages.last ? (
            <Button
              type="submit"
              variant="contained"
              aria-disabled={isSubmitting || tooLarge || undefined}
              aria-describedby={tooLarge ? tooLargeId : undefined}
              startIcon={isSubmitting ? <Spinner size="18px" /> : undefined}
              // Drawn as disabled (it stays focusable, and says why through its description).
              sx={
                tooLarge
                  ? {
                      '&, &:hover': {
                        bgcolor: 'action.disabledBackground',
                        color: 'action.disabled',
                        boxShadow: 'none',
                      },
                      cursor: 'not-allowed',
                    }
                  : {}
              }
            >
              {isSubmitting ? intl.formatMessage(m.sending) : form.submitLabel}
            </Button>
          ) : (
            <Button type="submit" variant="contained">
              {intl.formatMessage(m.next)}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
