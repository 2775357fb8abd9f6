import { createContext, useContext } from 'react';
import { useFormikContext } from 'formik';
import type { FormState } from '../model/types';
import { useIssueText } from './useIssueText';

/** What every field of one form shares: its id prefix, its slug, and the server's answers about addresses. */
export interface FormScope {
  /** The form element's id: fields' ids start with it. */
  formId: string;
  slug: string;
  /** Records what the server said about an address for a field, then checks the field again. */
  emailChecked: (field: string, email: string, allowed: boolean) => void;
  /** Counts a server check starting (+1) or ending (-1): 'Next' waits for them. */
  pending: (delta: 1 | -1) => void;
}

export const FormScopeContext = createContext<FormScope>({
  formId: 'form',
  slug: '',
  emailChecked: () => undefined,
  pending: () => undefined,
});

export const useFormScope = () => useContext(FormScopeContext);

/** A field's (or a part's) element id. */
export const domId = (formId: string, fieldId: string, part?: string) =>
  `${formId}-${fieldId}${part ? `-${part}` : ''}`;

/** A field's value and its error in words, shown once the field was left or the form sent. */
export function useFieldState<T>(path: string): { value: T; error: string | undefined } {
  const { getFieldMeta, submitCount } = useFormikContext<FormState>();
  const issueText = useIssueText();
  const meta = getFieldMeta<T>(path);
  const touched = meta.touched === true || (typeof meta.touched === 'object' && meta.touched !== null);
  return { value: meta.value, error: touched || submitCount > 0 ? issueText(meta.error) : undefined };
}
