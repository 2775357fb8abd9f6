import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { digestFiles, type Environment } from './environment';
import { LOOK_CODE } from './fingerprint';

/**
 * What every snapshot shares, as of the run that last wrote the records (`looks.json` beside the baselines): the
 * environment, the harness's and each check's code file by file, and the routes' inputs. Comparing it with today's
 * says why a run takes many snapshots again (a browser update, a change to the harness), so a CI log can say it.
 */
export interface SharedInputs {
  environment: Environment;
  code: Record<string, string>;
  /** Absent when the run looked at no route (so did not digest the shop). */
  routes?: string;
}

export const LOOKS_FILE = 'looks.json';

export function sharedInputs(environment: Environment, checkCode: string[], routes?: string): SharedInputs {
  const files = [...new Set([...LOOK_CODE, ...checkCode])].sort();
  return { environment, code: Object.fromEntries(files.map((file) => [file, digestFiles([file])])), routes };
}

export function readSharedInputs(dir: string): SharedInputs | undefined {
  const file = join(dir, LOOKS_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SharedInputs;
  } catch {
    return undefined;
  }
}

export function writeSharedInputs(dir: string, inputs: SharedInputs): void {
  const text = `${JSON.stringify(inputs, null, 1)}\n`;
  const file = join(dir, LOOKS_FILE);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

/** The differences that take every snapshot (or every route) again, in words. */
export function whyEverything(before: SharedInputs | undefined, now: SharedInputs): string[] {
  if (!before) return [`no ${LOOKS_FILE} beside the baselines says what the records were taken with`];
  const reasons: string[] = [];
  for (const key of Object.keys(now.environment) as (keyof Environment)[]) {
    if (before.environment?.[key] !== now.environment[key])
      reasons.push(
        `the environment's ${key} changed (${before.environment?.[key] ?? 'none'} → ${now.environment[key]})`,
      );
  }
  const files = new Set([...Object.keys(before.code ?? {}), ...Object.keys(now.code)]);
  const changed = [...files].filter((file) => before.code?.[file] !== now.code[file]).sort();
  if (changed.length) reasons.push(`the harness's or a check's code changed (${changed.join(', ')})`);
  if (now.routes !== undefined && before.routes !== now.routes)
    reasons.push('the shop changed (its build, server, seed or dependencies): every route is looked at again');
  return reasons;
}
