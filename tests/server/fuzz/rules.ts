/** What every answer of the API must be, whatever the request: the fuzz's oracle. */
import type { LightMyRequestResponse } from 'fastify';
import { type BuiltRequest, bodyText } from './inject';
import type { FuzzCase } from './cases';

interface Problem {
  status?: unknown;
  code?: unknown;
  errors?: Array<{ field?: unknown }>;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the problem names the field sent wrong, or one inside it (a path parameter may be named as the address). */
function names(fields: string[], field: string): boolean {
  return fields.some((f) => f === field || f.startsWith(`${field}.`) || (f === 'url' && field.startsWith('params.')));
}

/** The faults of one answer; none when it is right. */
export function answerFaults(c: FuzzCase, r: BuiltRequest, response: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  // The request as the case meant it: with wrong credentials only (not another method too).
  const credentialsWrong = c.auth !== 'shopper' && c.method === c.op.method;
  if (status >= 500) return [`answered ${status}`];
  if (status < 400) {
    // Without valid credentials a state-changing request never gets through.
    if (credentialsWrong) return [`answered ${status} without valid credentials`];
    // Text with a lone surrogate is refused: stored as UTF-8 it would silently become U+FFFD.
    if (c.field?.startsWith('body.') && typeof c.sent === 'string' && LONE_SURROGATE.test(c.sent)) {
      return [`accepted a lone surrogate in ${c.field}`];
    }
    return [];
  }
  const faults: string[] = [];
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/problem+json')) faults.push(`error ${status} as ${type || 'no content type'}`);
  if (credentialsWrong && status !== 403) faults.push(`${status} instead of 403 without valid credentials`);
  if (r.method === 'HEAD') return faults;
  let problem: Problem;
  try {
    problem = JSON.parse(bodyText(response)) as Problem;
  } catch {
    return [...faults, 'the problem is not JSON'];
  }
  if (problem.status !== status || typeof problem.code !== 'string') faults.push('problem without its status and code');
  if (status === 400 && c.field && problem.code !== 'invalid_json') {
    // A schema refusal names the field sent wrong; a refusal by the handler names the fields it refused, which may
    // be others (the rest of the request is only schema-valid). A body the JSON parser refuses whole (a
    // '__proto__' key) names none.
    const fields = (problem.errors ?? []).map((e) => String(e.field));
    if (problem.code === 'invalid_request' ? !names(fields, c.field) : fields.length === 0) {
      faults.push(`400 does not name ${problem.code === 'invalid_request' ? c.field : 'a field'}`);
    }
  }
  return faults;
}

/** A request whose /api prefix is spelled another way: refused as a problem, whatever else it carries. */
export function spelledFaults(response: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  if (status < 400 || status >= 500) return [`answered ${status} under a disguised prefix`];
  const type = String(response.headers['content-type'] ?? '');
  return type.startsWith('application/problem+json') ? [] : [`error ${status} as ${type || 'no content type'}`];
}
