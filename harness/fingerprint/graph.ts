import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** The code and fonts of a build, each file digested with the names it mentions stripped of their hash. */
export interface CodeGraph {
  files: string[];
  /** Every file reachable from `roots` by what their text mentions (static imports, `url()`). */
  closure(roots: string[]): Set<string>;
  /** The digest of a set of files, by their names without hash and their own digests. */
  digestOfFiles(files: Iterable<string>): string;
  /** The digest of the code named `name` (without hash) and of everything it imports; 'missing' when none is. */
  codeDigest(name: string): string;
  /** The digest of every file. */
  everything: string;
}

/**
 * Reads every file of a build under `dir`. `prepare` may read a text file first and return its text with parts cut
 * out; files that `isCode` refuses are not found by `codeDigest`.
 */
export function readCodeGraph(
  dir: string,
  files: string[],
  prepare: (file: string, text: string) => string = (_, text) => text,
  isCode: (file: string) => boolean = () => true,
): CodeGraph {
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  const own = new Map<string, string>();
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const content = readFileSync(join(dir, file));
    if (!TEXT.test(file)) {
      own.set(file, sha(content));
      edges.set(file, []);
      continue;
    }
    // Code loaded on demand keeps its name (without hash) in this file's digest, but is not followed.
    let text = prepare(file, content.toString('utf8'))
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
  const digestOfFiles = (list: Iterable<string>) =>
    sha(
      [...list]
        .map((f) => `${stripHash(basename(f))} ${own.get(f)}`)
        .sort()
        .join('\n'),
    );
  const codeByName = new Map<string, string[]>();
  for (const file of files) {
    if (!/\.(?:m?js|css)$/.test(file) || !isCode(file)) continue;
    const name = stripHash(basename(file));
    codeByName.set(name, [...(codeByName.get(name) ?? []), file]);
  }
  const codeDigests = new Map<string, string>();
  return {
    files,
    closure,
    digestOfFiles,
    codeDigest(name) {
      if (!codeDigests.has(name)) {
        const found = codeByName.get(name);
        codeDigests.set(name, found ? digestOfFiles(closure(found)) : 'missing');
      }
      return codeDigests.get(name)!;
    },
    everything: sha(files.map((f) => `${f} ${own.get(f)}`).join('\n')),
  };
}

/**
 * The built files a page loaded, as its fingerprint counts them: code as `code:<name without hash>`, the rest as is.
 * The tab's icon is left out: nothing a look draws shows it, and a page asks for it or not depending on when it was
 * opened (a fresh page does, a kept one has it), which changed records from one look to the next.
 */
function keepLoaded(loaded: readonly string[], counted: (path: string) => boolean, code: boolean): string[] {
  const kept = new Set<string>();
  for (const path of loaded) {
    if (path === 'index.json' || path === 'favicon.ico' || /\.html$/.test(path) || counted(path)) continue;
    if (!/\.(?:m?js|css)$/.test(path)) kept.add(path);
    else if (code) kept.add(`${CODE_RESOURCE}${stripHash(basename(path))}`);
  }
  return [...kept].sort();
}

export function readStorybookGraph(dir: string, locales: readonly string[]): StorybookGraph {
  const files = walk(dir).filter((f) => f !== 'index.json' && f !== 'project.json');
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);

  /** importPath of a story file → its chunk. */
  const table = new Map<string, string>();
  const catalogues = new Map<string, string>();
  const prepare = (file: string, text: string) => {
    const locale = basename(stripHash(file), '.js');
    if (locales.includes(locale) && isCatalogue(text)) catalogues.set(locale, file);
    if (!text.includes('.stories.') || !TABLE_ENTRY.test(text)) return text;
    TABLE_ENTRY.lastIndex = 0;
    for (const match of text.matchAll(TABLE_ENTRY)) {
      const chunk = (byName.get(match[2]!) ?? [])[0];
      if (chunk) table.set(match[1]!, chunk);
    }
    return text.replace(TABLE_ENTRY, '');
  };
  const code = readCodeGraph(dir, files, prepare, (file) => ![...catalogues.values()].includes(file));
  const { closure, digestOfFiles } = code;

  const base = closure(['iframe.html']);
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
      // Code the story's digest does not hold; without the table of stories every file is in it already.
      return keepLoaded(loaded, (path) => catalogueFiles.has(path) || counted.has(path), Boolean(chunk));
    },
    codeDigest: (resource) => code.codeDigest(resource.slice(CODE_RESOURCE.length)),
    storyDigest(storyId) {
      const { entry, chunk } = chunkOf(storyId);
      // Without the table (a Storybook that builds it differently), a story depends on the whole build: slow, sound.
      const digest = chunk ? chunkDigests.get(chunk)! : code.everything;
      const { id, title, name, importPath, tags } = entry;
      return sha(JSON.stringify({ id, title, name, importPath, tags, code: digest }));
    },
  };
}

/**
 * The shop's browser build as a route's fingerprint counts it. The server renders a page from the same code the
 * browser then hydrates, so a page depends on the code it loaded, found as a story's is: a change to a component
 * takes again only the routes whose pages loaded it. What the page fetched from the server (its API, the seed's
 * pictures) is counted by the server's code and seed, inputs of every route.
 */
export interface ShopGraph {
  /** The built files among those a page loaded: code as `code:<name without hash>`, fonts and the rest as paths. */
  keep(loaded: readonly string[]): string[];
  /** The digest of a kept resource. */
  digest(resource: string): string;
}

export function readShopGraph(dir: string): ShopGraph {
  // Source maps and the compressed copies say nothing the files they stand beside do not.
  const files = existsSync(dir) ? walk(dir).filter((f) => !/\.(?:map|br|gz)$/.test(f) && !f.startsWith('.vite/')) : [];
  const built = new Set(files);
  const code = readCodeGraph(dir, files);
  const fileDigests = new Map<string, string>();
  return {
    keep: (loaded) =>
      keepLoaded(
        loaded.filter((path) => built.has(path)),
        () => false,
        true,
      ),
    digest(resource) {
      if (resource.startsWith(CODE_RESOURCE)) return code.codeDigest(resource.slice(CODE_RESOURCE.length));
      if (!fileDigests.has(resource))
        fileDigests.set(resource, built.has(resource) ? sha(readFileSync(join(dir, resource))) : 'missing');
      return fileDigests.get(resource)!;
    },
  };
}
