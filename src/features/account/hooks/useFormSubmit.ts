import { useState } from 'react';
import type { FormikHelpers } from 'formik';
import { CAPTCHA_FIELD } from '@domain/captcha';
import type { ApiError } from '@shared/api/problem';
import type { FormMessage } from '../components/forms/FormStatus';
import { useAccountProblemText } from './useAccountText';

/**
 * The spec's account form cycle: on submit the earlier message is cleared, the request runs (the button busy), then
 * the outcome is shown in the form's live region; a refusal that names a field also marks that field.
 */
export function useFormSubmit<V extends object, R>(
  send: (values: V) => Promise<R>,
  onSuccess: (result: R, values: V, helpers: FormikHelpers<V>) => FormMessage | null,
) {
  const problemText = useAccountProblemText();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    setMessage(null);
    // A captcha solution is taken by the server whatever the outcome: the widget starts over.
    const resetCaptcha = () => {
      if (CAPTCHA_FIELD in values) void helpers.setFieldValue(CAPTCHA_FIELD, '', false);
    };
    try {
      const result = await send(values);
      resetCaptcha();
      setMessage(onSuccess(result, values, helpers));
    } catch (caught) {
      const error = caught as ApiError;
      const text = problemText(error);
      resetCaptcha();
      for (const field of error.fields ?? []) {
        const name = field.field.replace(/^body\./, '');
        if (name in values && field.code !== 'link_invalid') helpers.setFieldError(name, text);
      }
      setMessage({ severity: 'error', text });
    }
  };
  return { message, setMessage, submit };
}
