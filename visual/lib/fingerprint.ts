import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './paths';

export interface Environment {
  chromium: string;
  fontsHash: string;
  systemFontsHash: string;
}

function hashFiles(dirs: string[]): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.woff2'))
      .sort()) {
      hash.update(file).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * What a screenshot depends on besides the product: the browser build, the bundled fonts, and
 * the system fonts Chromium falls back to. A change here changes every baseline at once.
 */
export function fingerprint(chromiumVersion: string): Environment {
  const fontsHash = hashFiles([
    join(ROOT, 'node_modules/@fontsource/inter/files'),
    join(ROOT, 'node_modules/@fontsource/noto-sans-arabic/files'),
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
  return {
    chromium: chromiumVersion,
    fontsHash,
    systemFontsHash: createHash('sha256').update(systemFonts).digest('hex').slice(0, 16),
  };
}

export function describeChange(before: Environment, after: Environment): string[] {
  return (Object.keys(after) as (keyof Environment)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => `${key}: ${before[key]} → ${after[key]}`);
}
