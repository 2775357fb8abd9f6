import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { type CheckoutValues } from '../../model/form';
import { draftOf, readCheckoutDraft, withDraft, writeCheckoutDraft } from '../../model/draft';

/** Writes are this far apart at most while the shopper types. */
const SAVE_AFTER_MS = 300;

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * Keeps the checkout's draft for the tab: laid over the form once it is in the browser (the server's page has no
 * draft, so the first render matches it), then saved as the shopper types. Draws nothing.
 */
export function CheckoutDraft() {
  const { values, setValues } = useFormikContext<CheckoutValues>();
  const restored = useRef(false);

  useEffect(() => {
    const draft = readCheckoutDraft(session());
    restored.current = true;
    if (draft) void setValues((current) => withDraft(current, draft), false);
    // Once, when the form is first in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const draft = JSON.stringify(draftOf(values));
  useEffect(() => {
    if (!restored.current) return undefined;
    const save = setTimeout(
      () => writeCheckoutDraft(session(), JSON.parse(draft) as ReturnType<typeof draftOf>),
      SAVE_AFTER_MS,
    );
    return () => clearTimeout(save);
  }, [draft]);
  return null;
}
