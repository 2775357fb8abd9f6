/**
 * The mail a submission sends the shop: the form's title, each kept answer under its label (choices by their
 * words, payment items with the total), and the files received. HTML (escaped, inline styles) and plain text.
 */
import type { FieldValue, FormDefinition, FormField } from '@domain/forms/fields';
import { fieldsOf } from '@domain/forms/fields';
import { paymentTotal } from '@domain/forms/rules';
import { directionOf, type Locale } from '@domain/locales';
import { formatPrice } from '@domain/money';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { escapeHtml } from '../mail/templates/writer';

const WORDS: Record<Locale, { subject: string; total: string; submission: string; order: string }> = {
  fr: {
    subject: 'Nouveau message : {form}',
    total: 'Total',
    submission: 'Envoi n° {id}',
    order: 'Commande n° {id} en attente de paiement',
  },
  en: {
    subject: 'New submission: {form}',
    total: 'Total',
    submission: 'Submission {id}',
    order: 'Order {id}, awaiting payment',
  },
  ar: {
    subject: 'رسالة جديدة: {form}',
    total: 'المجموع',
    submission: 'الإرسال رقم {id}',
    order: 'الطلب رقم {id} في انتظار الدفع',
  },
};

/** An answer as lines of text: labels for choices, parts joined, quantities with their items and a total. */
function answer(field: FormField, value: FieldValue, total: string): string[] {
  const label = (v: string) => ('choices' in field ? (field.choices.find((c) => c.value === v)?.label ?? v) : v);
  if (typeof value === 'string') return [label(value)];
  if (Array.isArray(value)) return value.map(label);
  if (field.type === 'payment') {
    const lines = field.items
      .filter((item) => Number(value[item.value] ?? 0) > 0)
      .map((item) => `${value[item.value]} × ${item.label} (${formatPrice(item.price)})`);
    return [...lines, `${total}: ${formatPrice(paymentTotal(field, value))}`];
  }
  return [
    Object.values(value)
      .filter((part) => part !== '')
      .join(', '),
  ];
}

export interface SubmissionMail {
  form: FormDefinition;
  locale: Locale;
  values: Record<string, FieldValue>;
  files: Array<{ fieldId: string; name: string; size: number }>;
  recipient: string;
  submission: number;
  /** The pending order the submission created, if any. */
  order?: number | null;
}

export async function enqueueSubmissionMail(tx: Db, mail: SubmissionMail): Promise<void> {
  const w = WORDS[mail.locale];
  const subject = w.subject.replace('{form}', mail.form.title);
  const rows = fieldsOf(mail.form).flatMap((field) => {
    const value = mail.values[field.id];
    if (field.type === 'file') {
      const names = mail.files.filter((f) => f.fieldId === field.id).map((f) => f.name);
      return names.length ? [{ label: field.label, lines: names }] : [];
    }
    return value === undefined ? [] : [{ label: field.label, lines: answer(field, value, w.total) }];
  });
  const heading = [
    w.submission.replace('{id}', String(mail.submission)),
    ...(mail.order ? [w.order.replace('{id}', String(mail.order))] : []),
  ].join(' · ');
  const text = [
    subject,
    heading,
    '',
    ...rows.map((r) => `${r.label}\n${r.lines.map((l) => `  ${l}`).join('\n')}`),
  ].join('\n');
  const dir = directionOf(mail.locale);
  const html =
    `<!DOCTYPE html><html lang="${mail.locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body dir="${dir}" style="font-family:Arial,sans-serif;margin:0;padding:24px">` +
    `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(subject)}</h1><p style="margin:0 0 16px">${escapeHtml(heading)}</p>` +
    rows
      .map(
        (r) =>
          `<h2 style="font-size:15px;margin:16px 0 4px">${escapeHtml(r.label)}</h2>` +
          r.lines.map((l) => `<p style="margin:0 0 4px;white-space:pre-wrap">${escapeHtml(l)}</p>`).join(''),
      )
      .join('') +
    `</body></html>`;
  // The files go as attachments, read when the mail is sent (the mail worker).
  await tx.insert(mailOutbox).values({
    kind: 'form_submission',
    recipient: mail.recipient,
    locale: mail.locale,
    subject,
    html,
    text,
    formSubmissionId: mail.submission,
  });
}
