import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useField, useFormikContext } from 'formik';
import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { CAPTCHA_REQUIRED, decodeSolution, encodeSolution, saltExpiry, solveCaptcha } from '@domain/captcha';
import { Spinner } from '@shared/ui/Spinner';
import { useLazyGetCaptchaChallengeQuery } from './api';
import { captchaMessages as m } from './messages';

export type CaptchaStatus = 'idle' | 'verifying' | 'verified' | 'failed' | 'expired';

const STATUS_TEXT = { verifying: m.verifying, verified: m.verified, failed: m.failed, expired: m.expired };

export interface CaptchaFieldProps {
  /** The Formik field that receives the solution ('' until solved, and again after a reset). */
  name: string;
  /** Unique in the page. */
  id: string;
  /** Stories show each state without doing the work. */
  initialStatus?: CaptchaStatus;
}

/**
 * The self-hosted captcha: a checkbox that, once ticked, fetches a challenge and solves its proof of work in the
 * browser, then puts the solution in the form. Its state is said in a polite live region; the form's error (required,
 * or the server's refusal) is the checkbox's description. Clearing the field (after a failed submit) resets it; a
 * solution past its challenge's expiry is dropped and must be made again.
 */
export function CaptchaField({ name, id, initialStatus = 'idle' }: CaptchaFieldProps) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const [status, setStatus] = useState<CaptchaStatus>(initialStatus);
  const [fetchChallenge] = useLazyGetCaptchaChallengeQuery();
  const work = useRef<AbortController | null>(null);
  const { setValue } = helpers;

  // The form cleared the solution (a failed or finished submit): the widget starts over.
  const previous = useRef(field.value);
  useEffect(() => {
    if (previous.current && !field.value && status === 'verified') setStatus('idle');
    previous.current = field.value;
  }, [field.value, status]);

  useEffect(() => () => work.current?.abort(), []);

  // A solution is good until its challenge expires: then it is dropped, and the shopper told.
  const solution = decodeSolution(field.value);
  const expiry = solution ? saltExpiry(solution.salt) : null;
  useEffect(() => {
    if (expiry === null) return;
    const timer = window.setTimeout(
      () => {
        void setValue('', false);
        setStatus('expired');
      },
      Math.max(0, expiry - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [expiry, setValue]);

  const verify = async () => {
    if (status === 'verifying' || status === 'verified') return;
    work.current?.abort();
    const controller = new AbortController();
    work.current = controller;
    setStatus('verifying');
    try {
      const challenge = await fetchChallenge().unwrap();
      const number = await solveCaptcha(challenge, controller.signal);
      if (controller.signal.aborted) return;
      if (number === null) throw new Error('unsolved');
      await setValue(encodeSolution(challenge, number), true);
      setStatus('verified');
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  };

  // Shown once touched or sent: a form whose settings came late may not list the field as touched.
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  const errorText = error === CAPTCHA_REQUIRED ? intl.formatMessage(m.required) : error;
  const statusText = status === 'idle' ? '' : intl.formatMessage(STATUS_TEXT[status]);
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: errorText ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
        }}
      >
        <FormControlLabel
          sx={{ mr: 0, flexShrink: 0 }}
          label={intl.formatMessage(m.label)}
          control={
            <Checkbox
              id={id}
              name={name}
              checked={status === 'verified'}
              indeterminate={status === 'verifying'}
              onChange={() => void verify()}
              onBlur={field.onBlur}
              slotProps={{
                input: {
                  'aria-invalid': errorText ? true : undefined,
                  'aria-describedby': [errorText ? errorId : '', noteId].filter(Boolean).join(' '),
                  'aria-busy': status === 'verifying' || undefined,
                } as object,
              }}
            />
          }
        />
        <Box
          id={statusId}
          role="status"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minBlockSize: 24,
            color: status === 'failed' || status === 'expired' ? 'error.main' : 'text.secondary',
          }}
        >
          {status === 'verifying' && <Spinner size="20px" />}
          {status === 'verified' && <CheckCircleIcon fontSize="small" color="success" aria-hidden />}
          {statusText && <Typography variant="body2">{statusText}</Typography>}
        </Box>
        <Typography id={noteId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {intl.formatMessage(m.note)}
        </Typography>
      </Box>
      {errorText && (
        <FormHelperText id={errorId} error sx={{ mx: 1.75 }}>
          {errorText}
        </FormHelperText>
      )}
    </Box>
  );
}
