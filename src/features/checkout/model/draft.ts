import type { CheckoutValues } from './form';

/** The checkout as the shopper has filled it in so far, kept for the tab (a reload loses nothing). */
export const CHECKOUT_DRAFT_KEY = 'zellige.checkout.draft';

/** What a draft keeps: the addresses, the choices and the note; never a password. */
export type CheckoutDraft = Pick<
  CheckoutValues,
  'billing' | 'shipToDifferentAddress' | 'shipping' | 'paymentMethod' | 'customerNote'
>;

export const draftOf = (values: CheckoutValues): CheckoutDraft => ({
  billing: values.billing,
  shipToDifferentAddress: values.shipToDifferentAddress,
  shipping: values.shipping,
  paymentMethod: values.paymentMethod,
  customerNote: values.customerNote,
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/** The stored draft, if there is one the form can take (anything else is ignored). */
export function readCheckoutDraft(storage: Storage | undefined): Partial<CheckoutDraft> | null {
  try {
    const raw = storage?.getItem(CHECKOUT_DRAFT_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored)) return null;
    return {
      billing: strings(stored.billing),
      shipping: strings(stored.shipping),
      ...(typeof stored.shipToDifferentAddress === 'boolean' && {
        shipToDifferentAddress: stored.shipToDifferentAddress,
      }),
      ...(typeof stored.customerNote === 'string' && { customerNote: stored.customerNote }),
      ...(typeof stored.paymentMethod === 'string' && {
        paymentMethod: stored.paymentMethod as CheckoutDraft['paymentMethod'],
      }),
    };
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(storage: Storage | undefined, draft: CheckoutDraft | null): void {
  try {
    if (draft) storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
    else storage?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Storage refused (private mode, full): the form works as before, without a draft.
  }
}

/** The form's values with a draft laid over them: what the shopper typed wins over what was filled in for them. */
export function withDraft(values: CheckoutValues, draft: Partial<CheckoutDraft>): CheckoutValues {
  return {
    ...values,
    ...draft,
    billing: { ...values.billing, ...draft.billing },
    shipping: { ...values.shipping, ...draft.shipping },
  };
}
