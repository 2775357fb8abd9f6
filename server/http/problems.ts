/**
 * Errors as RFC 9457 problem details. `code` is stable: the client maps it to a translated message, so never
 * change one; add a new code instead.
 */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  code: string;
  detail?: string;
  errors?: FieldError[];
  /** RFC 9457 extension members (e.g. the values a translated message needs); the route's schema must list them. */
  [extension: string]: unknown;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const titleOf = (status: number) => TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');

export function problemBody(
  status: number,
  code: string,
  detail?: string,
  errors?: FieldError[],
  extensions: Record<string, unknown> = {},
): ProblemBody {
  return {
    ...extensions,
    type: `urn:zellige:problem:${code}`,
    title: titleOf(status),
    status,
    code,
    ...(detail ? { detail } : {}),
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

/** Throw from a handler or hook; the error handler turns it into a problem response. */
export class HttpProblem extends Error {
  readonly statusCode: number;
  readonly problemCode: string;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly extensions: Record<string, unknown> | undefined;

  constructor(
    status: number,
    code: string,
    detail?: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; extensions?: Record<string, unknown> } = {},
  ) {
    super(detail ?? code);
    this.name = 'HttpProblem';
    this.statusCode = status;
    this.problemCode = code;
    this.errors = options.errors;
    this.headers = options.headers;
    this.extensions = options.extensions;
  }
}

export const notFound = (detail = 'No resource at this address.') => new HttpProblem(404, 'not_found', detail);
