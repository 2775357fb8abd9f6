/** A fuzz case as the request app.inject sends, with the known values picked, and its description for a failure. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../../server/plugins/session';
import type { KnownValues, Shopper } from './known-values';
import type { FuzzCase } from './cases';
import { Raw, Ref } from './schema-values';

export interface BuiltRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  shopper: Shopper;
}

/** Replaces every reference by a value of its pool, as the database stands now. */
function resolve(value: unknown, known: KnownValues, shopper: Shopper): unknown {
  if (value instanceof Ref) {
    const pool = known.current(value.pool, shopper);
    return pool.length > 0 ? pool[value.index % pool.length] : 'none';
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, known, shopper));
  if (value && typeof value === 'object' && !(value instanceof Raw)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      // defineProperty keeps a '__proto__' key an own property.
      Object.defineProperty(out, key, {
        value: resolve((value as Record<string, unknown>)[key], known, shopper),
        enumerable: true,
      });
    }
    return out;
  }
  return value;
}

/** %-encoding of any UTF-16 string: a lone surrogate is sent as its (invalid) three UTF-8 bytes. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const text = (value: unknown): string =>
  value instanceof Raw ? value.text : percentEncode(typeof value === 'object' ? JSON.stringify(value) : String(value));

/** What an HTTP parser would hand over for a header: UTF-8 bytes read as Latin-1, control characters dropped. */
export function headerSafe(value: string): string {
  const latin1 = Buffer.from(value, 'utf8').toString('latin1');
  return [...latin1].filter((ch) => ch === '\t' || (ch >= ' ' && ch !== '\u007f')).join('');
}

/** The session cookie the case sends, if any. */
function cookieOf(c: FuzzCase, shopper: Shopper): string | null {
  if (c.auth === 'no-session') return null;
  if (c.auth === 'hostile-cookie') return `${SESSION_COOKIE}=${headerSafe(c.credential)}`;
  return shopper.cookie;
}

/** The CSRF token the case sends, if any. */
function tokenOf(c: FuzzCase, shopper: Shopper, other: Shopper): string | null {
  switch (c.auth) {
    case 'no-token':
      return null;
    case 'wrong-token':
      return 'A'.repeat(shopper.csrfToken.length);
    case 'other-shoppers-token':
      return other.csrfToken;
    case 'hostile-token':
      return headerSafe(c.credential);
    default:
      return shopper.csrfToken;
  }
}

/** The request the case stands for, with the shopper's session and the known values of now. */
export function buildRequest(c: FuzzCase, known: KnownValues): BuiltRequest {
  const shopper = known.shoppers[c.shopper]!;
  const other = known.shoppers[(c.shopper + 1) % known.shoppers.length]!;
  const params = c.params.map((p) => ({ ...p, value: resolve(p.value, known, shopper) }));
  let path = c.op.path;
  for (const p of params.filter((x) => x.in === 'path')) {
    path = path.replace(`{${p.name}}`, Array.isArray(p.value) ? p.value.map(text).join(',') : text(p.value));
  }
  const query: string[] = [];
  for (const p of params.filter((x) => x.in === 'query')) {
    for (const v of Array.isArray(p.value) ? p.value : [p.value]) query.push(`${percentEncode(p.name)}=${text(v)}`);
  }
  if (c.rawQuery) query.push(c.rawQuery);
  const headers: Record<string, string> = { ...c.noise };
  for (const p of params.filter((x) => x.in === 'header')) headers[p.name] = headerSafe(String(p.value));

  const cookie = cookieOf(c, shopper);
  if (cookie !== null) headers.cookie = cookie;
  const token = tokenOf(c, shopper, other);
  if (token !== null && (c.op.secured || c.method !== 'GET')) headers['x-csrf-token'] = token;
  if (c.auth === 'cross-origin') {
    headers.origin = 'https://elsewhere.example';
    headers['sec-fetch-site'] = 'cross-site';
  }

  let payload: string | undefined;
  if (c.body.kind === 'json') {
    payload = JSON.stringify(resolve(c.body.value, known, shopper));
    headers['content-type'] = 'application/json';
  } else if (c.body.kind === 'raw') {
    payload = c.body.payload;
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
  }
  const url = `${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  return { method: c.method, url, headers, payload, shopper };
}

const excerpt = (value: string, max = 300) =>
  value.length > max ? `${value.slice(0, max)}… (${value.length} chars)` : value;

/** The request as a failure message shows it: enough to send it again. */
export function describeRequest(r: BuiltRequest): string {
  const headers = Object.entries(r.headers)
    .map(([k, v]) => `${k}: ${JSON.stringify(excerpt(v, 120))}`)
    .join(', ');
  return [
    `${r.method} ${excerpt(r.url, 500)}`,
    `  headers: ${headers || '(none)'}`,
    `  body: ${r.payload === undefined ? '(none)' : JSON.stringify(excerpt(r.payload))}`,
  ].join('\n');
}

export const injectOptions = (r: BuiltRequest): InjectOptions => ({
  method: r.method as InjectOptions['method'],
  url: r.url,
  headers: r.headers,
  ...(r.payload === undefined ? {} : { payload: r.payload }),
});

/** The answer's body as text, uncompressed. */
export function bodyText(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  return response.body;
}
