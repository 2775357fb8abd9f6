import { Children, createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';
import IntlMessageFormat, { type PrimitiveType } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** ICU strings (parsed on first use), or the same messages pre-parsed at build time (vite-plugins/precompiled-messages). */
export type IntlMessages = Record<string, string> | Record<string, MessageFormatElement[]>;
export type { MessageFormatElement };

export interface MessageDescriptor {
  id: string;
}

/** A tag of the message (`<link>…</link>`) renders its text through a function. */
export type TagRenderer = (chunks: ReactNode[]) => ReactNode;
type RichValue = PrimitiveType | ReactNode | TagRenderer;

/** Tag functions get their chunks as keyed children, as react-intl gives them. */
function keyedTags(values: Record<string, RichValue> | undefined) {
  if (!values) return values;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] = typeof value === 'function' ? (chunks: ReactNode[]) => (value as TagRenderer)(Children.toArray(chunks)) : value;
  }
  return out;
}

/**
 * The shop's formatting API: the part of react-intl's `IntlShape` it uses, with the same names and behaviour, so the
 * code reads as it would with react-intl. Messages are ICU, formatted by FormatJS's intl-messageformat (real plural
 * rules, Arabic's six forms included).
 */
export interface IntlShape {
  /** The Intl locale (with its numbering system: `ar-u-nu-latn`). */
  locale: string;
  messages: IntlMessages;
  formatMessage(descriptor: MessageDescriptor, values?: Record<string, PrimitiveType>): string;
  /** With elements or tag renderers among the values (a price in a sentence, a link), the result is a fragment. */
  formatMessage(descriptor: MessageDescriptor, values: Record<string, RichValue>): ReactNode;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatList(items: readonly string[], options?: Intl.ListFormatOptions): string;
}

const IntlContext = createContext<IntlShape | null>(null);

/** A missing message must not break a page: it is reported (tests fail on it) and its id stands in. */
function missing(id: string, locale: string): string {
  console.error(`[intl] no message "${id}" for ${locale}`);
  return id;
}

/** Builds the formatting API for one locale; formatters are created once per message and per options. */
export function createIntl(locale: string, messages: IntlMessages): IntlShape {
  const formats = new Map<string, IntlMessageFormat>();
  const numbers = new Map<string, Intl.NumberFormat>();
  const lists = new Map<string, Intl.ListFormat>();
  const format = (id: string) => {
    let formatter = formats.get(id);
    if (!formatter) {
      const message = messages[id];
      if (message === undefined) return null;
      formatter = new IntlMessageFormat(message, locale);
      formats.set(id, formatter);
    }
    return formatter;
  };
  const formatMessage = ((descriptor: MessageDescriptor, values?: Record<string, RichValue>) => {
    const formatter = format(descriptor.id);
    if (!formatter) return missing(descriptor.id, locale);
    const result = formatter.format<ReactNode>(keyedTags(values) as Record<string, PrimitiveType | ReactNode>);
    // Parts (text and elements) become one fragment; varargs children need no keys.
    return Array.isArray(result) ? createElement(Fragment, null, ...(result as ReactNode[])) : result;
  }) as IntlShape['formatMessage'];
  return {
    locale,
    messages,
    formatMessage,
    formatNumber(value, options = {}) {
      const key = JSON.stringify(options);
      let formatter = numbers.get(key);
      if (!formatter) {
        formatter = new Intl.NumberFormat(locale, options);
        numbers.set(key, formatter);
      }
      return formatter.format(value);
    },
    formatList(items, options = {}) {
      const key = JSON.stringify(options);
      let formatter = lists.get(key);
      if (!formatter) {
        formatter = new Intl.ListFormat(locale, options);
        lists.set(key, formatter);
      }
      return formatter.format(items);
    },
  };
}

export interface IntlProviderProps {
  locale: string;
  messages: IntlMessages;
  children: ReactNode;
}

/** Provides the formatting API of one locale to everything below. */
export function IntlProvider({ locale, messages, children }: IntlProviderProps) {
  const intl = useMemo(() => createIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl() needs an <IntlProvider> above it');
  return intl;
}

/** A message with element values, as a component. */
export function FormattedMessage({ id, values = {} }: MessageDescriptor & { values?: Record<string, RichValue> }) {
  return <>{useIntl().formatMessage({ id }, values)}</>;
}
