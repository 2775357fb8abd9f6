import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from '../paths';

/** What a snapshot depends on besides the product: the browser build and the fonts it can draw with. */
export interface Environment {
  chromium: string;
  fontsHash: string;
  systemFontsHash: string;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((entry) => files(join(path, entry)));
}

/** Digest of files and folders (relative to the project), by name and content; `keep` leaves files out. */
export function digestFiles(paths: string[], keep: (file: string) => boolean = () => true): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((p) => files(join(ROOT, p))).filter(keep)) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The bundled fonts (their files), the system fonts Chromium falls back to (their list) and the browser build. */
export function readEnvironment(chromiumVersion: string): Environment {
  const fontsHash = digestFiles([
    'node_modules/@fontsource/inter/files',
    'node_modules/@fontsource/noto-sans-arabic/files',
  ]);
  let systemFonts = '';
  try {
    systemFonts = execFileSync('fc-list', ['--format', '%{family}|%{style}\n'], { encoding: 'utf8' })
      .split('\n')
      .sort()
      .join('\n');
  } catch {
    systemFonts = 'fc-list unavailable';
  }
  return { chromium: chromiumVersion, fontsHash, systemFontsHash: sha(systemFonts).slice(0, 16) };
}

export function describeChange(before: Environment, after: Environment): string[] {
  return (Object.keys(after) as (keyof Environment)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key]} → ${after[key]}`);
}

/**
 * The environment as far as the page's structure goes: Chromium's major version and the fonts. A patch release of
 * the same major (Debian ships them often) keeps the DOM, styles and layout a page audit reads; its pixels are
 * compared again all the same, by the checks that take the whole environment.
 */
export function structuralEnvironment(environment: Environment): Environment {
  return { ...environment, chromium: environment.chromium.split('.')[0] ?? environment.chromium };
}
