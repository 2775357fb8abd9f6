import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../..');
const SRC = join(ROOT, 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The store's section of ARCHITECTURE.md: from its heading to the next paragraph in bold. */
function storeSection(): string {
  const text = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const start = text.indexOf('**The store**');
  expect(start).toBeGreaterThan(-1);
  return text.slice(start, text.indexOf('\n**', start + 1));
}

/** `features/bundles` for src/features/bundles/api.ts; `shared/api` for src/shared/api/settings-api.ts. */
const sliceOf = (file: string) => relative(SRC, file).split('/').slice(0, 2).join('/');

describe('the store as ARCHITECTURE.md lists it', () => {
  const section = storeSection();

  it('names every folder that injects endpoints into the one API', () => {
    const slices = new Set(
      sources(SRC)
        .filter((file) => /\b(injectEndpoints|createApi)\(/.test(readFileSync(file, 'utf8')))
        .map(sliceOf),
    );
    expect(slices).toContain('features/bundles');
    const unnamed = [...slices].filter((slice) => !section.includes(`\`${slice}\``));
    expect(unnamed).toEqual([]);
  });

  it('names every cache tag', () => {
    const base = readFileSync(join(SRC, 'shared/api/base-api.ts'), 'utf8');
    const tags = [...(/tagTypes: \[([^\]]*)\]/.exec(base)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]!);
    expect(tags.length).toBeGreaterThan(3);
    expect(tags.filter((tag) => !section.includes(tag))).toEqual([]);
  });
});
