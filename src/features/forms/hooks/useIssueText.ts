import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { formatPriceText } from '@domain/money';
import { useSettings } from '@shared/api/settings-api';
import { customerMessages } from '@entities/customer/messages';
import { formRuleMessages as m } from '../messages';
import { type FieldIssue, decodeIssue } from '../model/issues';

/** `(error) → text`: a field's Formik error in the shopper's words (text that is not an issue is shown as it is). */
export function useIssueText(): (error: unknown) => string | undefined {
  const intl = useIntl();
  const { priceFormat } = useSettings();
  return useCallback(
    (error: unknown) => {
      if (typeof error !== 'string' || error === '') return undefined;
      const issue = decodeIssue(error);
      return issue ? text(issue) : error;

      function text(i: FieldIssue): string {
        const f = intl.formatMessage;
        switch (i.rule) {
          case 'required':
            return f(customerMessages.required);
          case 'email':
            return f(customerMessages.email);
          case 'minlength':
            return f(customerMessages.minlength, { min: i.min });
          case 'maxlength':
            return f(customerMessages.maxlength, { max: i.max });
          case 'equalTo':
            return f(m.equalTo);
          case 'url':
            return f(m.url);
          case 'number':
            return f(m.number);
          case 'min':
            return f(m.min, { min: intl.formatNumber(i.min) });
          case 'max':
            return f(m.max, { max: intl.formatNumber(i.max) });
          case 'step':
            return f(m.step, { step: intl.formatNumber(i.step) });
          case 'choice':
            return f(m.choice);
          case 'choiceLimit':
            return f(m.choiceLimit, { limit: i.limit });
          case 'date':
            return f(m.date);
          case 'dateMin':
            return f(m.dateMin, { min: intl.formatDate(`${i.min}T12:00:00Z`, { dateStyle: 'long' }) });
          case 'dateMax':
            return f(m.dateMax, { max: intl.formatDate(`${i.max}T12:00:00Z`, { dateStyle: 'long' }) });
          case 'dateUnavailable':
            return f(m.dateUnavailable);
          case 'time':
            return f(m.time);
          case 'timeWindow':
            return f(m.timeWindow, { min: i.min, max: i.max });
          case 'timeOrder':
            return f(m.timeOrder, { min: i.min });
          case 'state':
            return f(m.state);
          case 'accept':
            return f(m.accept);
          case 'fileSize':
            return f(m.fileSize, { max: intl.formatNumber(i.maxMb) });
          case 'fileCount':
            return f(m.fileCount, { max: i.max });
          case 'paymentMin':
            return f(m.paymentMin, { min: formatPriceText(i.min, priceFormat) });
          case 'mask':
            return f(m.mask, { missing: i.missing });
          case 'restricted_email':
            return f(m.restricted);
          case 'upload_missing':
            return f(m.uploadMissing);
          case 'file_content':
            return f(m.fileContent);
          case 'upload_failed':
            return f(m.uploadFailed);
          case 'upload_total':
            return f(m.uploadTotal, { total: intl.formatNumber(i.totalMb), max: intl.formatNumber(i.maxMb) });
          case 'upload_quota_session':
            return f(m.uploadQuotaSession);
          case 'upload_quota_address':
            return f(m.uploadQuotaAddress);
          case 'upload_quota_total':
            return f(m.uploadQuotaTotal);
        }
      }
    },
    [intl, priceFormat],
  );
}
