/** A failed request as the client sees it: a stable code the UI translates, and the fields at fault. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  code: string;
  detail?: string;
  fields: { field: string; code: string; message?: string }[];
  /** Values the translated message needs (limits, stock, coupon amounts…), when the server sent them. */
  params?: Record<string, string | number | null>;
  /** Where to send the shopper instead (a product that needs its options chosen first). */
  productUrl?: string;
}

interface ProblemBody {
  code?: unknown;
  detail?: unknown;
  errors?: unknown;
  params?: unknown;
  productUrl?: unknown;
}

function paramsOf(value: unknown): Record<string, string | number | null> | undefined {
  if (!isObject(value) || Array.isArray(value)) return undefined;
  const out: Record<string, string | number | null> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || v === null) out[key] = v;
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Turns a transport failure or a problem+json body into an ApiError. */
export function toApiError(status: number | string, data: unknown): ApiError {
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return { status: 'FETCH_ERROR', code: 'fetch_error', fields: [] };
  }
  if (status === 'PARSING_ERROR') return { status: 'PARSING_ERROR', code: 'invalid_json', fields: [] };
  const numeric = typeof status === 'number' ? status : 500;
  const body: ProblemBody = isObject(data) ? data : {};
  const fields = Array.isArray(body.errors)
    ? body.errors.filter(isObject).map((e) => ({
        field: String(e.field ?? ''),
        code: String(e.code ?? 'invalid'),
        ...(typeof e.message === 'string' ? { message: e.message } : {}),
      }))
    : [];
  const code = typeof body.code === 'string' ? body.code : numeric >= 500 ? 'server_error' : 'unknown_error';
  const params = paramsOf(body.params);
  return {
    status: numeric,
    code,
    ...(typeof body.detail === 'string' ? { detail: body.detail } : {}),
    fields,
    ...(params ? { params } : {}),
    ...(typeof body.productUrl === 'string' && body.productUrl.startsWith('/') ? { productUrl: body.productUrl } : {}),
  };
}

/** Message id for an error code; codes without a message in `known` (the page's messages) get the generic one. */
export function errorMessageId(error: Pick<ApiError, 'code'>, known: Readonly<Record<string, unknown>>): string {
  const id = `error.${error.code}`;
  return id in known ? id : 'error.unknown_error';
}
