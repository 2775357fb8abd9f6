import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { Box, Link, TextField, Typography } from '@mui/material';
import type { FieldOf } from '@domain/forms/fields';
import { useLocale } from '@shared/i18n/locale-context';
import { isFormEmail, suggestEmail } from '@domain/forms/email';
import { useLazyCheckRestrictedEmailQuery } from '../../api';
import { formMessages as m } from '../../messages';
import { KEYUP_DELAY_MS } from '../../model/timing';
import type { FormState } from '../../model/types';
import { domId, useFieldState, useFormScope } from '../../hooks/useFieldState';
import { fieldHelp } from './FieldHelp';

/**
 * An e-mail address (and its confirmation when asked): a 'did you mean' hint under it when its domain is within two
 * edits of a common one (choosing it replaces the address), and, for a restricted field, the server asked whether
 * the address is allowed once the shopper pauses or leaves the field.
 */
export function EmailField({ field }: { field: FieldOf<'email'> }) {
  const intl = useIntl();
  const { formId, slug, emailChecked, pending } = useFormScope();
  const locale = useLocale();
  const { handleChange, handleBlur, setFieldValue, validateForm } = useFormikContext<FormState>();
  const path = field.confirm ? `${field.id}.primary` : field.id;
  const { value, error } = useFieldState<string>(path);
  const again = useFieldState<string>(`${field.id}.secondary`);
  // The hint belongs to the address it was made for: typing on hides it.
  const [hint, setHint] = useState<{ for: string; suggestion: string | null }>({ for: '', suggestion: null });
  const [checking, setChecking] = useState(false);
  const [check] = useLazyCheckRestrictedEmailQuery();
  const input = useRef<HTMLInputElement>(null);
  const id = domId(formId, field.id);
  const email = (value ?? '').trim();

  const suggestion = hint.for === email ? hint.suggestion : null;

  const review = async (address: string) => {
    setHint({ for: address, suggestion: suggestEmail(address) });
    if (!field.restricted || !isFormEmail(address)) return;
    setChecking(true);
    pending(1);
    try {
      const answer = await check({ slug, locale, field: field.id, email: address.toLowerCase() }, true).unwrap();
      emailChecked(field.id, address.toLowerCase(), answer.valid);
      void validateForm();
    } catch {
      // Unanswered: the server checks the address again when the form is sent.
    } finally {
      setChecking(false);
      pending(-1);
    }
  };

  // The shopper paused: hint and check after a second without a keystroke.
  const paused = useEffectEvent((address: string) => void review(address));
  useEffect(() => {
    if (!email) return;
    const timer = window.setTimeout(() => paused(email), KEYUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [email]);

  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <TextField
          id={id}
          name={path}
          type="email"
          label={field.label}
          required={field.required}
          value={value ?? ''}
          onChange={handleChange}
          onBlur={(event) => {
            handleBlur(event);
            if (email) void review(email);
          }}
          error={Boolean(error)}
          helperText={fieldHelp(error, field.description)}
          fullWidth
          inputRef={input}
          slotProps={{
            htmlInput: {
              dir: 'ltr',
              autoComplete: 'email',
              inputMode: 'email',
              'aria-describedby': suggestion ? hintId : undefined,
            },
          }}
        />
        <Box id={statusId} role="status" sx={{ minBlockSize: suggestion || checking ? undefined : 0 }}>
          {checking && (
            <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
              {intl.formatMessage(m.checkingEmail)}
            </Typography>
          )}
          {suggestion && !checking && (
            <Typography id={hintId} variant="body2" sx={{ marginBlockStart: 0.5 }}>
              <Link
                component="button"
                type="button"
                onClick={() => {
                  void setFieldValue(path, suggestion, true);
                  setHint({ for: suggestion, suggestion: null });
                  input.current?.focus();
                }}
              >
                {intl.formatMessage(m.didYouMean, { email: <bdi dir="ltr">{suggestion}</bdi> })}
              </Link>
            </Typography>
          )}
        </Box>
      </Box>
      {field.confirm && (
        <TextField
          id={domId(formId, field.id, 'secondary')}
          name={`${field.id}.secondary`}
          type="email"
          label={intl.formatMessage(m.confirmEmail)}
          required={field.required}
          value={again.value ?? ''}
          onChange={handleChange}
          onBlur={handleBlur}
          error={Boolean(again.error)}
          helperText={again.error}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'email', inputMode: 'email' } }}
        />
      )}
    </Box>
  );
}
