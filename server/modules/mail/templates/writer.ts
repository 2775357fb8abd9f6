/**
 * How the e-mail's pieces are written, once for HTML and once for plain text, so both versions say the same thing.
 * A price keeps the shop's format (money.ts) and is laid out as the storefront's PriceText does: symbol then amount in
 * every language, its digits isolated left to right.
 */
import { type Direction, type Locale, directionOf } from '@domain/locales';
import { type Minor, type PriceFormat, formatAmountParts, joinParts, symbolDirection } from '@domain/money';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

// Unicode isolates for plain text: left-to-right, right-to-left, first strong, pop.
const LRI = '\u2066';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';

export interface Writer {
  direction: Direction;
  /** Any text, shop's or shopper's (escaped in HTML). */
  text(value: string): string;
  /** A run read left to right in every language: phone, e-mail, postcode, RIB, IBAN, codes. */
  ltr(value: string): string;
  /** Shopper's text inside a sentence, isolated with its own direction (a Latin name in Arabic, or the reverse). */
  auto(value: string): string;
  price(amount: Minor): string;
  strong(written: string): string;
  /** A message with its `{name}`s replaced by already written values; the message's own words are escaped. */
  fill(message: string, values?: Readonly<Record<string, string>>): string;
}

function fillWith(message: string, values: Readonly<Record<string, string>>, literal: (s: string) => string): string {
  return message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && values[name] !== undefined ? values[name] : literal(part);
    })
    .join('');
}

export function htmlWriter(locale: Locale, format: PriceFormat): Writer {
  const direction = directionOf(locale);
  const ltr = (value: string) => (value ? `<span dir="ltr">${escapeHtml(value)}</span>` : '');
  return {
    direction,
    text: escapeHtml,
    ltr,
    auto: (value) => (value ? `<span dir="auto">${escapeHtml(value)}</span>` : ''),
    price(amount) {
      const parts = formatAmountParts(amount, format);
      const number = ltr((parts.negative ? '-' : '') + parts.number);
      const symbol = `<span dir="${symbolDirection(parts.symbol)}">${escapeHtml(parts.symbol)}</span>`;
      const joined = joinParts(symbol, number, parts.position);
      return `<span dir="${direction}" style="white-space:nowrap">${joined}</span>`;
    },
    strong: (written) => `<strong>${written}</strong>`,
    fill: (message, values = {}) => fillWith(message, values, escapeHtml),
  };
}

/** Plain text: isolate marks only where a run would otherwise reorder (LTR runs in Arabic, every price). */
export function textWriter(locale: Locale, format: PriceFormat): Writer {
  const direction = directionOf(locale);
  const rtl = direction === 'rtl';
  return {
    direction,
    text: (value) => value,
    ltr: (value) => (rtl && value ? `${LRI}${value}${PDI}` : value),
    auto: (value) => (rtl && value ? `${FSI}${value}${PDI}` : value),
    price(amount) {
      const parts = formatAmountParts(amount, format);
      const number = `${LRI}${parts.negative ? '-' : ''}${parts.number}${PDI}`;
      return `${rtl ? RLI : LRI}${joinParts(`${FSI}${parts.symbol}${PDI}`, number, parts.position)}${PDI}`;
    },
    strong: (written) => written,
    fill: (message, values = {}) => fillWith(message, values, (s) => s),
  };
}

/** The isolate marks plain text carries, removed (tests, and a reader that wants the bare text). */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
