import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/**
 * What a story's code can depend on in a Storybook build, read from the built files themselves: every file
 * reachable by static imports from `iframe.html` and from the story's own chunk, found by the code and font names
 * their text mentions (imports, `url()` in CSS). A mention that is not a real import only widens the set.
 *
 * What keeps one change from touching every story:
 * - a file's own digest reads the names of the files it mentions without their content hash (`Button-3hF9aQ1x.js`
 *   → `Button.js`): a changed chunk changes its own digest, not the digest of every chunk that names it;
 * - the preview's table of story files (`"./stories/…stories.tsx": () => import('./X-hash.js')`) is cut out of
 *   the chunk that holds it: a story reaches its own entry of that table and nothing of the others;
 * - code loaded on demand (`import('./QuickViewDialog-hash.js')` and its preload list) is not followed: a page
 *   that loads it lists it among the files it loaded, and the harness counts it for that page alone (`keep`);
 * - the message catalogues (`en-hash.js`: one object of compiled messages) are left out: Storybook traces the
 *   messages each story reads, and the harness counts those messages instead.
 */
export interface StorybookGraph {
  /** Digest of the files one story's rendering can load (JS, CSS, fonts, HTML), by its index.json entry. */
  storyDigest(storyId: string): string;
  /** How many story files the table of stories listed (0 means the table was not found: every story depends on every file). */
  storyFiles: number;
  /** The message catalogue of each locale found in the build, by locale: a file no story's code digest includes. */
  catalogues: Map<string, string>;
  /** Story files the table did not list: their stories depend on every file (sound, but every change re-looks them). */
  unlisted: string[];
  /**
   * The files a page loaded that its fingerprint counts: media as they are, code outside the story's own code as
   * `code:<name without hash>`; the story's own code, the catalogues and the build's pages are already counted.
   */
  keep(storyId: string | null, loaded: readonly string[]): string[];
  /** Digest of a `code:` resource: the code it names and everything that code imports. */
  codeDigest(resource: string): string;
}

/** A resource that names code loaded on demand, by its file name without hash. */
export const CODE_RESOURCE = 'code:';

/**
 * A built message catalogue: one object literal exported as the default, alone or wrapped in the bundler's lazy
 * module initialiser (`import{n as e}from"./rolldown-runtime-….js";var t;function n(){…t={…}…}n();export{t as default};`).
 */
const CATALOGUE = [
  /^var \w+=\{"[^]*\};export\{\w+ as default\};?\s*$/,
  /^import\{\w+ as \w+\}from"\.\/rolldown-runtime-[\w-]+\.js";var \w+;function \w+\(\)\{return\(\w+=\w+\(\(\(\)=>\{\w+=\{"[^]*\}\}\)\)\)\(\)\}\w+\(\);export\{\w+ as default\};?\s*$/,
];
const isCatalogue = (text: string) => CATALOGUE.some((form) => form.test(text));

const TEXT = /\.(?:html|m?js|css)$/;
/**
 * A file name of code or font as built files mention it. Images are left to the page: the harness records every
 * image a page loaded, so a fixture's picture counts only for the stories that show it, not for every story whose
 * code (the mock API's data) names it.
 */
const MENTION = /[\w@+.-]+\.(?:m?js|css|woff2?|ttf|otf)\b/g;
/** Vite's content hash in a built file name: `name-XXXXXXXX.ext`. */
const HASHED = /^(.+)-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/;
/** One entry of the preview's table of story files (a module the bundler wraps is initialised by `.then(…)`). */
const TABLE_ENTRY =
  /"(\.\/[^"]+\.(?:stories\.[jt]sx?|mdx))":\(\)=>\w+\(\(\)=>import\(`\.\/([^`]+)`\)(?:\.then\(\w+=>\(\w+\.\w+\(\),\w+\.\w+\)\))?(?:,__vite__mapDeps\(\[[\d,]*\]\))?,import\.meta\.url\),?/g;
/** The list of files the preloads of code loaded on demand index into, and those indexes. */
const MAP_DEPS_LIST = /m\.f=\[[^\]]*\]/g;
const MAP_DEPS_CALL = /__vite__mapDeps\(\[[\d,]*\]\)/g;
/** Code loaded on demand. */
const DYNAMIC_IMPORT = /import\((["'`])\.\/([^"'`]+\.m?js)\1\)/g;

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const stripHash = (name: string) => name.replace(HASHED, '$1$2');

function walk(dir: string, root = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, root, out);
    else out.push(relative(root, path));
  }
  return out;
}

export function readStorybookGraph(dir: string, locales: readonly string[]): StorybookGraph {
  const files = walk(dir).filter((f) => f !== 'index.json' && f !== 'project.json');
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);

  /** importPath of a story file → its chunk. */
  const table = new Map<string, string>();
  const own = new Map<string, string>();
  const edges = new Map<string, string[]>();
  const catalogues = new Map<string, string>();
  for (const file of files) {
    const content = readFileSync(join(dir, file));
    if (!TEXT.test(file)) {
      own.set(file, sha(content));
      edges.set(file, []);
      continue;
    }
    let text = content.toString('utf8');
    const locale = basename(stripHash(file), '.js');
    if (locales.includes(locale) && isCatalogue(text)) catalogues.set(locale, file);
    if (text.includes('.stories.') && TABLE_ENTRY.test(text)) {
      TABLE_ENTRY.lastIndex = 0;
      for (const match of text.matchAll(TABLE_ENTRY)) {
        const chunk = (byName.get(match[2]!) ?? [])[0];
        if (chunk) table.set(match[1]!, chunk);
      }
      text = text.replace(TABLE_ENTRY, '');
    }
    // Code loaded on demand keeps its name (without hash) in this file's digest, but is not followed.
    text = text
      .replace(MAP_DEPS_LIST, 'm.f=[]')
      .replace(MAP_DEPS_CALL, '__vite__mapDeps([])')
      .replace(DYNAMIC_IMPORT, (_, quote: string, name: string) => `import(${quote}./${stripHash(name)}${quote})`);
    const mentioned = new Set<string>();
    text = text.replace(MENTION, (name) => {
      const targets = byName.get(name);
      if (!targets) return name;
      targets.forEach((t) => mentioned.add(t));
      return stripHash(name);
    });
    own.set(file, sha(text));
    edges.set(
      file,
      [...mentioned].filter((t) => t !== file),
    );
  }

  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(edges.get(file) ?? []));
    }
    return seen;
  };
  const base = closure(['iframe.html']);
  const digestOfFiles = (files: Iterable<string>) =>
    sha(
      [...files]
        .map((f) => `${stripHash(basename(f))} ${own.get(f)}`)
        .sort()
        .join('\n'),
    );
  const chunkFiles = new Map<string, Set<string>>();
  const chunkDigests = new Map<string, string>();
  for (const chunk of new Set(table.values())) {
    const files = closure([chunk]);
    base.forEach((f) => files.add(f));
    catalogues.forEach((f) => files.delete(f));
    chunkFiles.set(chunk, files);
    chunkDigests.set(chunk, digestOfFiles(files));
  }
  const catalogueFiles = new Set(catalogues.values());
  const codeByName = new Map<string, string[]>();
  for (const file of files) {
    if (!/\.(?:m?js|css)$/.test(file) || catalogueFiles.has(file)) continue;
    const name = stripHash(basename(file));
    codeByName.set(name, [...(codeByName.get(name) ?? []), file]);
  }
  const codeDigests = new Map<string, string>();
  const everything = sha(files.map((f) => `${f} ${own.get(f)}`).join('\n'));

  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; title: string; name: string; importPath: string; tags?: string[] }>;
  };
  const chunkOf = (storyId: string) => {
    const entry = index.entries[storyId];
    if (!entry) throw new Error(`no story ${storyId} in the build`);
    return { entry, chunk: table.get(entry.importPath) };
  };
  const unlisted = [...new Set(Object.values(index.entries).map((e) => e.importPath))].filter((p) => !table.has(p));
  return {
    storyFiles: table.size,
    catalogues,
    unlisted,
    keep(storyId, loaded) {
      const chunk = storyId === null ? undefined : chunkOf(storyId).chunk;
      const counted = chunk ? chunkFiles.get(chunk)! : base;
      const kept = new Set<string>();
      for (const path of loaded) {
        if (path === 'index.json' || /\.html$/.test(path) || catalogueFiles.has(path) || counted.has(path)) continue;
        if (!/\.(?:m?js|css)$/.test(path)) kept.add(path);
        // Code the story's digest does not hold; without the table of stories every file is in it already.
        else if (chunk) kept.add(`${CODE_RESOURCE}${stripHash(basename(path))}`);
      }
      return [...kept].sort();
    },
    codeDigest(resource) {
      const name = resource.slice(CODE_RESOURCE.length);
      if (!codeDigests.has(name)) {
        const found = codeByName.get(name);
        codeDigests.set(name, found ? digestOfFiles(closure(found)) : 'missing');
      }
      return codeDigests.get(name)!;
    },
    storyDigest(storyId) {
      const { entry, chunk } = chunkOf(storyId);
      // Without the table (a Storybook that builds it differently), a story depends on the whole build: slow, sound.
      const code = chunk ? chunkDigests.get(chunk)! : everything;
      const { id, title, name, importPath, tags } = entry;
      return sha(JSON.stringify({ id, title, name, importPath, tags, code }));
    },
  };
}
