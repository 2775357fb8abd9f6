/** Just enough MIME to read what nodemailer sends: headers, encoded words, multipart, base64 and quoted-printable. */

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Parts sent as attachments, by their file name. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

type Found = Pick<ParsedMail, 'text' | 'html' | 'attachments'>;

function qpBytes(encoded: string): Buffer {
  const text = encoded.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes);
}

const WORD = /=\?[^?]+\?([BbQq])\?([^?]*)\?=/g;

/** RFC 2047: adjacent encoded words are joined (a character may be split between two). */
function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?[BbQq]\?[^?]*\?=(?:\s+=\?[^?]+\?[BbQq]\?[^?]*\?=)*/g, (run) =>
    Buffer.concat(
      [...run.matchAll(WORD)].map(([, encoding, data]) =>
        encoding!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : qpBytes(data!.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: at < 0 ? '' : raw.slice(at + 4) };
}

function collect(raw: string, found: Found): void {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) if (!part.startsWith('--')) collect(part.replace(/^\r\n/, ''), found);
    return;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? qpBytes(body)
        : Buffer.from(body, 'latin1');
  const disposition = headers.get('content-disposition') ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = decodeWords(/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
    found.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content: bytes });
    return;
  }
  const decoded = encoding === 'base64' || encoding === 'quoted-printable' ? bytes.toString('utf8') : body;
  if (/^text\/html/i.test(type)) found.html = decoded;
  else if (/^text\/plain/i.test(type)) found.text = decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitEntity(raw);
  const found: Found = { text: '', html: '', attachments: [] };
  collect(raw, found);
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), ...found };
}
