/** The built index.html cut for the server's pages, and the chunks a page's code needs. */

export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunks a route module needs, beyond the shell the template already loads. */
export function chunksOf(manifest: Manifest, ids: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const id of ids) visit(id);
  return [...files];
}

/** The build's module script and module preloads, taken out of the template's head (see scriptsAfterPaint). */
export function takeScripts(template: string): { html: string; main: string; preloads: string[] } {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const html = template
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  // The entry is the last script; a chunk before it (the bundler's runtime helpers) is one the entry imports.
  const main = scripts.pop();
  if (!main) throw new Error('index.html has no module script');
  return { html, main, preloads: [...scripts, ...preloads] };
}

/**
 * The client's code is requested once the server's page has painted its first content (where the browser cannot
 * say, two animation frames; at most a second, for a tab in the background): on a slow network the first paint, the
 * LCP image and the fonts do not share the line with the scripts, and the page the shopper reads never waits on
 * them. Hydration follows as the code arrives. Called with the main script and the modules to preload: the script
 * in a task of its own, then the preloads two to a task (each request costs the page's thread a few milliseconds on
 * a slow phone, and a route names twenty or more).
 */
const LOAD_AFTER_PAINT = [
  '(function(m,p){var d=document,n=d.currentScript.nonce,done=0;',
  "function add(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;l.nonce=n;d.head.appendChild(l)}",
  'function go(){if(done)return;done=1;',
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=m;s.nonce=n;d.head.appendChild(s);",
  'var i=0;setTimeout(function next(){p.slice(i,i+2).forEach(add);i+=2;if(p.length>i)setTimeout(next)})}',
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  "new P(function(l){l.getEntries().forEach(function(e){if(e.name==='first-contentful-paint')setTimeout(go)})})",
  ".observe({type:'paint',buffered:true})}",
  'else requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,1000)})',
].join('');

export function scriptsAfterPaint(main: string, modules: string[], nonce: string): string {
  const args = JSON.stringify([main, modules]).slice(1, -1).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">${LOAD_AFTER_PAINT}(${args})</script>`;
}

/**
 * Starts the worker that loads the engine's locale data for `locale` (a first price or date formatted costs about
 * 50 ms of a fast phone's thread, four times that on a slow one): begun with the document, it is done on another
 * thread by the time the page's scripts format anything.
 */
export function warmIntlScript(file: string, locale: string, nonce: string): string {
  const address = JSON.stringify(`${file}#${locale}`).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">try{new Worker(${address})}catch(e){}</script>`;
}
