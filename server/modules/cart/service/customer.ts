/** The checkout's addresses as typed so far, kept with the cart (a draft: the order's rules run when it is placed). */
import { type CartCustomer, isEmptyCustomer, keptAddress, markedUpFields } from '@domain/checkout/customer';
import type { FieldError } from '../../../http/problems';
import { HttpProblem } from '../../../http/problems';
import type { CustomerBody } from '../schemas';
import type { CartWork } from './work';

/** Markup is refused, every field at fault named; an empty form clears what was kept. */
export function setCustomer(w: CartWork, body: CustomerBody): void {
  const customer: CartCustomer = {
    billing: keptAddress('billing', body.billing),
    shipping: keptAddress('shipping', body.shipping),
    shipToDifferentAddress: body.shipToDifferentAddress ?? false,
  };
  const errors: FieldError[] = (['billing', 'shipping'] as const).flatMap((kind) =>
    markedUpFields(customer[kind]).map((field) => ({
      field: `body.${kind}.${field}`,
      code: 'invalid_text',
      message: 'Names and addresses must be plain text.',
    })),
  );
  if (errors.length > 0) throw new HttpProblem(400, errors[0]!.code, errors[0]!.message, { errors });
  w.changes.customer = isEmptyCustomer(customer) ? null : customer;
}
