import { useEffect } from 'react';
import { useFormikContext } from 'formik';

/** After a submit the rules refused, focus goes to the first field in error (its message is its description). */
export function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isValid || isSubmitting) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isValid, isSubmitting, formId]);
  return null;
}
