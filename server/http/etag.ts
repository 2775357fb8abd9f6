import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

/**
 * JSON answers with an entity tag: a GET that sends back the tag it holds (If-None-Match) gets a bodiless 304.
 * For answers that are the same for every shopper (no session, cookie or header read; the locale is in the address).
 */

/** Shared caches may keep the answer, but every use is revalidated: a catalogue change shows at once. */
export const REVALIDATE = 'public, no-cache';

/** The 304 a route documents beside its 200. */
export const NotModifiedSchema = Type.Null({ description: 'Not modified: the If-None-Match tag is current' });

/** As app.ts's @fastify/compress: smaller answers go as they are. */
const COMPRESS_THRESHOLD = 1024;
/** Compressed once and kept, so a better brotli than on-the-fly's 4 pays. */
const BROTLI_QUALITY = 6;
/** Preferred first, as app.ts's @fastify/compress. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A serialised JSON answer, its tag, and (when kept) its compressed forms, each made once off the event loop. */
export interface JsonBody {
  json: string;
  /** The JSON's length in bytes. */
  bytes: number;
  etag: string;
  /** Kept in a cache: worth compressing once per encoding. Otherwise @fastify/compress does it per answer. */
  encoded?: (encoding: Encoding) => Promise<Buffer>;
}

/** A weak tag (the bytes sent differ by Content-Encoding) from the JSON's SHA-1. */
export const etagOf = (json: string): string =>
  `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;

/** The answer's body; `keep`: its compressed forms are made on first use and kept with it. */
export function jsonBody(json: string, keep = false): JsonBody {
  const forms = new Map<Encoding, Promise<Buffer>>();
  const body: JsonBody = { json, bytes: Buffer.byteLength(json), etag: etagOf(json) };
  if (keep) {
    body.encoded = (encoding) => {
      let form = forms.get(encoding);
      if (!form) {
        form =
          encoding === 'br'
            ? brotli(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
            : gzipAsync(json);
        forms.set(encoding, form);
        // A failed compression is tried again by the next request.
        form.catch(() => forms.delete(encoding));
      }
      return form;
    };
  }
  return body;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match holds the tag (weak comparison, as RFC 9110 asks for GET), or is '*'. */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Whether the Accept-Encoding header allows `encoding` (q > 0, by name or '*'). */
export function allows(acceptEncoding: string | undefined, encoding: string): boolean {
  if (!acceptEncoding) return false;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const weight = params.find((p) => p.startsWith('q='));
    q.set(name!, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  return (q.get(encoding) ?? q.get('*') ?? 0) > 0;
}

/** The encoding to send: the first of ENCODINGS the Accept-Encoding header allows (q > 0), else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  return ENCODINGS.find((e) => allows(acceptEncoding, e)) ?? null;
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const list =
    vary === undefined
      ? []
      : String(vary)
          .split(',')
          .map((s) => s.trim());
  if (!list.some((v) => v.toLowerCase() === 'accept-encoding'))
    reply.header('vary', [...list, 'accept-encoding'].join(', '));
}

/**
 * Sends `body` with its tag, or a bodiless 304 when the client already holds it. A kept body goes compressed as the
 * client accepts, from bytes compressed once; any other is left to @fastify/compress.
 */
export async function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
  cacheControl = REVALIDATE,
): Promise<FastifyReply> {
  reply.header('etag', body.etag).header('cache-control', cacheControl);
  varyOnEncoding(reply);
  if (notModified(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    body.encoded && body.bytes >= COMPRESS_THRESHOLD && request.headers['x-no-compression'] === undefined
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding || !body.encoded) return reply.send(body.json);
  const compressed = await body.encoded(encoding);
  return reply.header('content-encoding', encoding).header('content-length', compressed.length).send(compressed);
}

/** `payload` as JSON, by the route's response schema for the reply's status (Fastify's own serialiser). */
export function serialise(reply: FastifyReply, payload: unknown): string {
  const out = reply.serialize(payload);
  return typeof out === 'string' ? out : Buffer.from(out as ArrayBuffer).toString('utf8');
}

/** Serialises `payload` and sends it with its tag (see sendJson). */
export const sendTagged = (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<FastifyReply> =>
  sendJson(request, reply, jsonBody(serialise(reply, payload)));
