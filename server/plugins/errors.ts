import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldError, HttpProblem, PROBLEM_CONTENT_TYPE, problemBody } from '../http/problems';

const PART_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

const KEYWORD_CODES: Record<string, string> = {
  required: 'required',
  additionalProperties: 'unknown_field',
  type: 'invalid_type',
  enum: 'invalid_value',
  const: 'invalid_value',
  anyOf: 'invalid_value',
  oneOf: 'invalid_value',
  minimum: 'too_small',
  exclusiveMinimum: 'too_small',
  maximum: 'too_large',
  exclusiveMaximum: 'too_large',
  minLength: 'too_short',
  maxLength: 'too_long',
  minItems: 'too_few',
  maxItems: 'too_many',
  pattern: 'invalid_format',
  format: 'invalid_format',
};

/** '/a/0/b' → 'a.0.b', prefixed with the request part: 'body.a.0.b'. */
function fieldName(part: string, instancePath: string, property?: string): string {
  const path = instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  // An empty property name ('') is a field too.
  if (property !== undefined) path.push(property);
  return [part, ...path].join('.');
}

/** TypeBox (Ajv-shaped) validation errors → one entry per faulty field. */
export function fieldErrors(validation: FastifySchemaValidationError[], context: string): FieldError[] {
  const part = PART_NAMES[context] ?? context;
  const out: FieldError[] = [];
  for (const error of validation) {
    const params = error.params as Record<string, unknown>;
    // TypeBox reports an extra property twice: once as 'schema is false' on the property itself.
    if (error.keyword === 'boolean' && error.schemaPath.endsWith('additionalProperties')) continue;
    const code = KEYWORD_CODES[error.keyword] ?? 'invalid';
    const names =
      error.keyword === 'required'
        ? ((params.requiredProperties as string[] | undefined) ?? [params.missingProperty as string])
        : error.keyword === 'additionalProperties'
          ? ((params.additionalProperties as string[] | undefined) ?? [params.additionalProperty as string])
          : [undefined];
    for (const name of names) {
      const field = fieldName(part, error.instancePath, name);
      if (!out.some((e) => e.field === field && e.code === code))
        out.push({ field, code, message: error.message ?? code });
    }
  }
  return out;
}

function sendProblem(
  reply: FastifyReply,
  status: number,
  code: string,
  detail?: string,
  errors?: FieldError[],
  extensions?: Record<string, unknown>,
) {
  return reply
    .code(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(problemBody(status, code, detail, errors, extensions));
}

/** Fastify's own 4xx errors, by code → our stable code. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
};

/**
 * Every error leaves as application/problem+json with a stable code. Bad input is always a 4xx naming the field;
 * only genuine faults are 5xx, and their details stay in the log.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpProblem, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof HttpProblem) {
        if (error.headers) reply.headers(error.headers);
        return sendProblem(reply, error.statusCode, error.problemCode, error.message, error.errors, error.extensions);
      }
      if (error.validation) {
        const errors = fieldErrors(error.validation, error.validationContext ?? 'request');
        return sendProblem(reply, 400, 'invalid_request', 'The request has invalid fields.', errors);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // JSON syntax errors carry a 400 and a SyntaxError name rather than a code of their own.
        const code = FASTIFY_CODES[error.code] ?? (error.name === 'SyntaxError' ? 'invalid_json' : 'invalid_request');
        return sendProblem(reply, status, code, error.message);
      }
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, 500, 'internal_error', 'Something went wrong on our side.');
    });

    app.setNotFoundHandler((request, reply) =>
      sendProblem(reply, 404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}.`),
    );
  },
  { name: 'zellige-errors' },
);

/**
 * Errors Fastify meets before routing (a path with bad %-encoding, a path parameter past the router's length limit):
 * bad input, answered as a problem naming the address like any other. Given to Fastify as its `frameworkErrors`
 * option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendProblem(reply, 400, 'invalid_request', 'The address is not valid.', [
      { field: 'url', code: 'invalid_format', message: 'The address has an invalid %-encoding.' },
    ]);
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendProblem(reply, 414, 'uri_too_long', 'The address is too long.', [
      { field: 'url', code: 'too_long', message: 'A part of the address is longer than any the shop uses.' },
    ]);
  }
  request.log.error({ err: error }, 'request failed before routing');
  return sendProblem(reply, 500, 'internal_error', 'Something went wrong on our side.');
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
  HPE_URI_TOO_LONG: [414, 'uri_too_long', 'The address is too long.'],
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, a malformed request line) are
 * answered as problems too, then the connection is closed. Given to Fastify as its `clientErrorHandler` option.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'invalid_request',
    'The request is malformed.',
  ];
  const body = JSON.stringify(problemBody(status, code, detail));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
