import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { fieldsOf, ruleOfMessage, type AddressKind, type AddressRule } from '@domain/checkout/address-schema';
import type { ErrorSummaryItem } from '@shared/ui/ErrorSummary';
import { addressErrorMessages as m, labelMessage } from './messages';
import { fieldId } from './validation';

/** A rule in the shopper's words. */
function ruleText(intl: IntlShape, rule: AddressRule): string {
  switch (rule.rule) {
    case 'maxlength':
      return intl.formatMessage(m.maxlength, { max: rule.max });
    case 'postcode':
      return intl.formatMessage(rule.country === 'MA' ? m.postcodeMA : m.postcode);
    default:
      return intl.formatMessage(m[rule.rule]);
  }
}

/** A Yup error (the rule as JSON, see `addressSchema`) → the shopper's words; any other text is shown as it is. */
export function errorText(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const rule = ruleOfMessage(message);
  return rule && typeof rule === 'object' && typeof rule.rule === 'string' && rule.rule in m
    ? ruleText(intl, rule)
    : message;
}

/** `(message) → text`: an address field's error, translated. */
export function useAddressErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback((message: string | undefined) => errorText(intl, message), [intl]);
}

export interface AddressSummaryOptions {
  kind: AddressKind;
  /** Formik's errors of this address (`errors.billing`). */
  errors: unknown;
  /** The chosen country: it names the state field. */
  country: string;
  /** The fields' id prefix, if not the kind. */
  idPrefix?: string;
}

/** `(options) → items`: an address's errors as error-summary links ('First name: This field is required'), in form order. */
export function useAddressErrorSummary(): (options: AddressSummaryOptions) => ErrorSummaryItem[] {
  const intl = useIntl();
  return useCallback(
    ({ kind, errors, country, idPrefix = kind }: AddressSummaryOptions) => {
      const byField = (errors ?? {}) as Record<string, unknown>;
      return fieldsOf(kind).flatMap((field) => {
        const raw = byField[field];
        const message = typeof raw === 'string' ? errorText(intl, raw) : undefined;
        if (!message) return [];
        const label = intl.formatMessage(labelMessage(field, country));
        return [{ id: fieldId(idPrefix, field), text: intl.formatMessage(m.summaryItem, { field: label, message }) }];
      });
    },
    [intl],
  );
}
