/**
 * The order e-mail's two layouts over one content: HTML made of tables with inline styles only (what mail clients
 * keep), and plain text. Every string in the content is already written for its output (see writer.ts).
 */
import type { Direction, Locale } from '@domain/locales';
import { palette } from '@theme/tokens';
import { escapeHtml } from './writer';

export interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

export interface MailContent {
  direction: Direction;
  shopName: string;
  heading: string;
  greeting: string;
  intro: string;
  order: string;
  columns: { product: string; unitPrice: string; quantity: string; lineTotal: string };
  lines: Array<{ name: string; attributes: string[]; unitPrice: string; quantity: string; subtotal: string }>;
  totals: Row[];
  codNote: string | null;
  bank: { heading: string; instruction: string; rows: Row[] } | null;
  addresses: Array<{ title: string; lines: string[] }>;
  note: { title: string; body: string } | null;
  colon: string;
  closing: string[];
}

const FONTS: Readonly<Record<Direction, string>> = {
  ltr: "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif",
  rtl: "'Noto Sans Arabic', Tahoma, Arial, sans-serif",
};

const LAYOUT_TABLE = 'role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"';

export function htmlLayout(c: MailContent, locale: Locale, title: string): string {
  const dir = c.direction;
  const start = dir === 'rtl' ? 'right' : 'left';
  const end = dir === 'rtl' ? 'left' : 'right';
  const h2 = `margin:28px 0 8px;font-size:17px;line-height:1.4;color:${palette.indigo.main}`;
  const p = 'margin:0 0 12px';
  const muted = `color:${palette.inkMuted};font-size:13px`;
  const th = `padding:8px 6px;border-bottom:2px solid ${palette.divider};font-size:13px;color:${palette.inkMuted}`;
  const td = `padding:10px 6px;border-bottom:1px solid ${palette.divider};vertical-align:top`;

  const lines = c.lines
    .map(
      (line) =>
        `<tr><td style="${td};text-align:${start}">${line.name}` +
        line.attributes.map((a) => `<div style="${muted}">${a}</div>`).join('') +
        `</td><td style="${td};text-align:${end}">${line.unitPrice}</td>` +
        `<td style="${td};text-align:center">${line.quantity}</td>` +
        `<td style="${td};text-align:${end}">${line.subtotal}</td></tr>`,
    )
    .join('');
  const totals = c.totals
    .map((row) => {
      const weight = row.strong ? ';font-weight:bold;font-size:17px' : '';
      return (
        `<tr><th scope="row" colspan="3" style="padding:8px 6px;text-align:${start}${weight}">${row.label}</th>` +
        `<td style="padding:8px 6px;text-align:${end}${weight}">${row.value}</td></tr>`
      );
    })
    .join('');
  const table =
    `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px">` +
    `<thead><tr><th scope="col" style="${th};text-align:${start}">${c.columns.product}</th>` +
    `<th scope="col" style="${th};text-align:${end}">${c.columns.unitPrice}</th>` +
    `<th scope="col" style="${th};text-align:center">${c.columns.quantity}</th>` +
    `<th scope="col" style="${th};text-align:${end}">${c.columns.lineTotal}</th></tr></thead>` +
    `<tbody>${lines}</tbody><tfoot>${totals}</tfoot></table>`;

  let payment = c.codNote ? `<p style="margin:16px 0 0">${c.codNote}</p>` : '';
  if (c.bank) {
    const rows = c.bank.rows
      .map(
        (row) =>
          `<tr><th scope="row" style="padding:4px 0;padding-${end}:12px;text-align:${start};font-weight:normal;${muted}">` +
          `${row.label}</th><td style="padding:4px 0;text-align:${start};font-weight:bold">${row.value}</td></tr>`,
      )
      .join('');
    payment +=
      `<h2 style="${h2}">${c.bank.heading}</h2><p style="${p}">${c.bank.instruction}</p>` +
      `<table ${LAYOUT_TABLE} style="background:${palette.sand};border-radius:6px"><tr><td style="padding:12px 16px">` +
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0">${rows}</table></td></tr></table>`;
  }

  const addresses = c.addresses
    .map(
      (a) =>
        `<td width="50%" style="padding-${end}:12px;vertical-align:top;text-align:${start}">` +
        `<h2 style="${h2}">${a.title}</h2><p style="${p};line-height:1.6">${a.lines.join('<br>')}</p></td>`,
    )
    .join('');
  const note = c.note
    ? `<h2 style="${h2}">${c.note.title}</h2><p style="${p}">${c.note.body.replace(/\r?\n/g, '<br>')}</p>`
    : '';

  return (
    `<!DOCTYPE html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body dir="${dir}" style="margin:0;padding:0;background:${palette.sand}">` +
    `<table ${LAYOUT_TABLE} style="background:${palette.sand}"><tr><td align="center" style="padding:24px 12px">` +
    `<table ${LAYOUT_TABLE} dir="${dir}" style="max-width:600px;background:${palette.paper};border:1px solid ` +
    `${palette.divider};font-family:${FONTS[dir]};font-size:15px;line-height:1.5;color:${palette.ink};text-align:${start}">` +
    `<tr><td style="background:${palette.indigo.main};color:${palette.indigo.contrastText};padding:20px 24px;` +
    `font-size:22px;font-weight:bold">${c.shopName}</td></tr>` +
    `<tr><td style="padding:24px">` +
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${palette.ink}">${c.heading}</h1>` +
    `<p style="${p}">${c.greeting}</p><p style="${p}">${c.intro}</p>` +
    `<h2 style="${h2}">${c.order}</h2>${table}${payment}` +
    `<table ${LAYOUT_TABLE}><tr>${addresses}</tr></table>${note}` +
    `<div style="margin-top:28px;padding-top:16px;border-top:1px solid ${palette.divider}">` +
    c.closing.map((line) => `<p style="${p}">${line}</p>`).join('') +
    `</div></td></tr></table></td></tr></table></body></html>`
  );
}

export function textLayout(c: MailContent): string {
  const row = (r: Row) => `${r.label}${c.colon}${r.value}`;
  const blocks: string[] = [
    c.heading,
    c.greeting,
    c.intro,
    c.order,
    c.lines
      .map((line) =>
        [`- ${line.name}`, ...line.attributes, `${line.quantity} × ${line.unitPrice} = ${line.subtotal}`].join('\n  '),
      )
      .join('\n'),
    c.totals.map(row).join('\n'),
  ];
  if (c.codNote) blocks.push(c.codNote);
  if (c.bank) blocks.push([c.bank.heading, c.bank.instruction, '', ...c.bank.rows.map(row)].join('\n'));
  for (const address of c.addresses) blocks.push([address.title, ...address.lines].join('\n'));
  if (c.note) blocks.push(`${c.note.title}\n${c.note.body}`);
  blocks.push(c.closing.join('\n'), c.shopName);
  return `${blocks.join('\n\n')}\n`;
}
