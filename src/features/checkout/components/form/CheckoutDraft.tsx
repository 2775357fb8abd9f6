import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { useSaveCartCustomerMutation } from '@entities/cart/api';
import type { CartCustomer } from '@domain/checkout/customer';
import { useLocale } from '@shared/i18n/locale-context';
import { type CheckoutValues } from '../../model/form';
import { draftOf, readCheckoutDraft, withDraft, writeCheckoutDraft } from '../../model/draft';
import { CHECKOUT_UPDATE_DELAY_MS } from '../../hooks/useDestinationUpdate';

/** Writes are this far apart at most while the shopper types. */
const SAVE_AFTER_MS = 300;

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

const typedOf = (values: CheckoutValues): string =>
  JSON.stringify({
    billing: values.billing,
    shipping: values.shipping,
    shipToDifferentAddress: values.shipToDifferentAddress,
  } satisfies CartCustomer);

/**
 * Keeps what the shopper types at checkout. For the tab, the whole draft: laid over the form once it is in the
 * browser (the server's page has no draft, so the first render matches it), then saved as the shopper types. With
 * the cart, the addresses, sent as the checkout's own updates are (2 s after the last change, or on leaving the
 * page): another tab, a reload after the tab was closed or another device of the same account finds them. Draws
 * nothing.
 */
export function CheckoutDraft() {
  const { values, setValues, initialValues } = useFormikContext<CheckoutValues>();
  const locale = useLocale();
  const [saveCustomer] = useSaveCartCustomerMutation();
  const restored = useRef(false);
  // What the cart holds: the form's first values came from it, so opening the checkout writes nothing.
  const kept = useRef(typedOf(initialValues));
  const pending = useRef<string | null>(null);

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

  const send = (typed: string) => {
    pending.current = null;
    if (typed === kept.current) return;
    kept.current = typed;
    // A refusal (markup in a name) leaves the cart as it was: the field's own check says what is wrong.
    saveCustomer({ locale, ...(JSON.parse(typed) as CartCustomer) })
      .unwrap()
      .catch(() => undefined);
  };

  const typed = typedOf(values);
  useEffect(() => {
    if (!restored.current || typed === kept.current) return undefined;
    pending.current = typed;
    const save = setTimeout(() => send(typed), CHECKOUT_UPDATE_DELAY_MS);
    return () => clearTimeout(save);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  // Leaving the checkout within the delay still keeps what was typed.
  useEffect(
    () => () => {
      if (pending.current) send(pending.current);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return null;
}
