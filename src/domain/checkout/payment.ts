/** What the payment methods show the shopper: their descriptions' data and the shop's bank account for transfers. */

/** The shop's account for direct bank transfers, shown on the order-received page and in the order e-mail. */
export interface BankDetails {
  accountName: string;
  bankName: string;
  /** Moroccan RIB (24 digits), shown grouped. */
  rib: string;
  iban: string;
  bic: string;
}

/** A RIB as it is printed: bank (3), town (3), account (16), key (2). */
export function formatRib(rib: string): string {
  const digits = rib.replace(/\D/g, '');
  if (digits.length !== 24) return rib;
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 22), digits.slice(22)].join(' ');
}

/** An IBAN in groups of four, as banks print it. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}
