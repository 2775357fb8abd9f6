/**
 * Address data shared by the address forms and the server: the countries the shop knows, the country → states map,
 * the form the state field takes, and postcode normalisation and validation.
 */
import { MA_STATES, type StateName } from './address-ma';
import type { Locale } from './locales';

export { MA_STATES } from './address-ma';

/**
 * ISO 3166-1 alpha-2 codes. Western Sahara (EH) is left out: this Moroccan shop's state list already holds the
 * southern provinces (Laâyoune, Boujdour, Oued Ed-Dahab…) under MA, as its addresses are written.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP ' +
  'MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY ' +
  'QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN ' +
  'TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

const KNOWN = new Set(COUNTRY_CODES);

/**
 * Country → states. MA is the only country with a state list; the countries whose map is empty have no
 * states (the field is hidden), as in the shop's platform data; any other country takes its state as free text.
 */
export const COUNTRY_STATES: Readonly<Record<string, Readonly<Record<string, StateName>>>> = {
  MA: MA_STATES,
  ...Object.fromEntries(
    'AF AT AX BE BH BI CZ DE DK EE ET FI FR GF GP IL IM IS KR KW LB LI LK LU MF MQ MT NL NO PL PT RE RW SE SG SI SK VN YT'
      .split(' ')
      .map((code) => [code, {}]),
  ),
};

/** The store's own country: the address forms start with it. */
export const STORE_COUNTRY = 'MA';

export function normaliseCountry(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isKnownCountry(code: string): boolean {
  return KNOWN.has(code);
}

export type StateFieldKind = 'select' | 'hidden' | 'text';

/** The state field: a select for a non-empty list, a hidden input for an empty one, free text otherwise. */
export function stateField(country: string): StateFieldKind {
  const states = COUNTRY_STATES[country];
  if (!states) return 'text';
  return Object.keys(states).length > 0 ? 'select' : 'hidden';
}

/** A state's name in a locale: Arabic where it has one, the official Latin name otherwise. */
export function stateName(country: string, code: string, locale: Locale): string | null {
  const state = COUNTRY_STATES[country]?.[code];
  if (!state) return null;
  return locale === 'ar' ? (state.ar ?? state.name) : state.name;
}

/** The options of a country's state select, in the spec's order (by code). */
export function stateOptions(country: string, locale: Locale): Array<{ code: string; name: string }> {
  return Object.keys(COUNTRY_STATES[country] ?? {}).map((code) => ({ code, name: stateName(country, code, locale)! }));
}

/** On a change of country, the previous state is kept only if it is still among the new country's options. */
export function keepStateOnCountryChange(country: string, previous: string): string {
  const kind = stateField(country);
  if (kind === 'text') return previous;
  if (kind === 'hidden') return '';
  return previous in COUNTRY_STATES[country]! ? previous : '';
}

/** A state value as stored: list codes are lower-case ('MACAS' → 'macas'), free text is trimmed. */
export function normaliseState(country: string, raw: string): string {
  const text = raw.trim().replace(/\s+/g, ' ');
  return stateField(country) === 'select' ? text.toLowerCase() : text;
}

/** Whether a (normalised) state fits the country: empty, a listed code, or free text for an unlisted country. */
export function isValidState(country: string, state: string): boolean {
  if (state === '') return true;
  const kind = stateField(country);
  if (kind === 'select') return state in COUNTRY_STATES[country]!;
  if (kind === 'hidden') return false;
  return state.length <= 100;
}

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic digits (as an Arabic keyboard types them) → ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code - (code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}

/** A postcode as stored: ASCII digits, upper case, single spaces; Moroccan postcodes lose their spaces ('20 000'). */
export function normalisePostcode(country: string, raw: string): string {
  const text = asciiDigits(raw).trim().toUpperCase().replace(/\s+/g, ' ');
  return country === 'MA' ? text.replace(/ /g, '') : text;
}

/** Whether a normalised postcode is valid for the country (empty is allowed: the field is optional). */
export function isValidPostcode(country: string, postcode: string): boolean {
  if (postcode === '') return true;
  if (country === 'MA') return /^\d{5}$/.test(postcode);
  return /^[A-Z0-9][A-Z0-9 -]{0,15}$/.test(postcode);
}
