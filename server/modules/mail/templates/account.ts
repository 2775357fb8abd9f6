/**
 * The account e-mails (confirm the address, already registered, reset the password, confirm a new address): a
 * heading, a few paragraphs and one link as a button, in HTML with inline styles (what mail clients keep) and as
 * plain text.
 */
import { directionOf, type Locale } from '@domain/locales';
import { palette } from '@theme/tokens';
import { ACCOUNT_MAIL_MESSAGES } from './account-messages';
import type { RenderedMail } from './order-confirmation';
import { escapeHtml } from './writer';

export type AccountMailKind = 'confirm' | 'existing' | 'reset' | 'change';

export interface AccountMail {
  kind: AccountMailKind;
  locale: Locale;
  /** The name to greet, or '' for none. */
  name: string;
  username: string;
  link: string;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export function accountMail({ kind, locale, name, username, link }: AccountMail): RenderedMail {
  const m = ACCOUNT_MAIL_MESSAGES[locale];
  const words = {
    confirm: {
      subject: m.confirmSubject,
      heading: m.confirmHeading,
      body: [m.confirmIntro],
      button: m.confirmButton,
      after: [m.confirmExpiry, m.ignore],
    },
    existing: {
      subject: m.existingSubject,
      heading: m.existingHeading,
      body: [m.existingIntro],
      button: m.existingButton,
      after: [m.ignore],
    },
    reset: {
      subject: m.resetSubject,
      heading: m.resetHeading,
      body: [m.resetIntro],
      button: m.resetButton,
      after: [m.resetExpiry, m.ignore],
    },
    change: {
      subject: m.changeSubject,
      heading: m.changeHeading,
      body: [m.changeIntro],
      button: m.changeButton,
      after: [m.changeExpiry, m.ignore],
    },
  }[kind];
  const greeting = name ? fill(m.greeting, { name }) : m.greetingAnonymous;
  const paragraphs = words.body.map((p) => fill(p, { username }));

  const dir = directionOf(locale);
  const start = dir === 'rtl' ? 'right' : 'left';
  const p = 'margin:0 0 12px';
  const para = (text: string) => `<p style="${p}">${escapeHtml(text)}</p>`;
  const html =
    `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.subject)}</title></head>` +
    `<body dir="${dir}" style="margin:0;padding:24px 12px;background:${palette.sand}">` +
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;background:${palette.paper};border:1px solid ${palette.divider};` +
    `padding:24px;font-family:Inter,Tahoma,Arial,sans-serif;font-size:15px;line-height:1.5;color:${palette.ink};text-align:${start}">` +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(words.heading)}</h1>` +
    para(greeting) +
    paragraphs.map(para).join('') +
    `<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;` +
    `background:${palette.indigo.main};color:${palette.indigo.contrastText};text-decoration:none;font-weight:bold;` +
    `border-radius:4px">${escapeHtml(words.button)}</a></p>` +
    `<p style="${p};font-size:13px;color:${palette.inkMuted}">${escapeHtml(m.linkFallback)}<br>` +
    `<span dir="ltr">${escapeHtml(link)}</span></p>` +
    words.after.map(para).join('') +
    para(m.closing) +
    `</div></body></html>`;
  const text = [words.heading, greeting, ...paragraphs, `${words.button}: ${link}`, ...words.after, m.closing].join(
    '\n\n',
  );
  return { subject: words.subject, html, text: `${text}\n` };
}
