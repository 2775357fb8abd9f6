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
  let main = '';
  const preloads: string[] = [];
  const html = template
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_tag, src: string) => {
      main = src;
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (!main) throw new Error('index.html has no module script');
  return { html, main, preloads };
}

/**
 * The client's code is requested once the server's page has painted its first content (where the browser cannot
 * say, two animation frames; at most a second, for a tab in the background): on a slow network the first paint, the
 * LCP image and the fonts do not share the line with the scripts, and the page the shopper reads never waits on
 * them. Hydration follows as the code arrives. Called with the main script and the modules to preload.
 */
const LOAD_AFTER_PAINT = [
  '(function(m,p){var d=document,n=d.currentScript.nonce,done=0;',
  'function go(){if(done)return;done=1;',
  'p.forEach(function(h){',
  "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;l.nonce=n;d.head.appendChild(l)});",
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=m;s.nonce=n;d.head.appendChild(s)}",
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){",
  "new P(function(l){l.getEntries().forEach(function(e){if(e.name==='first-contentful-paint')setTimeout(go)})})",
  ".observe({type:'paint',buffered:true})}",
  'else requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,1000)})',
].join('');

export function scriptsAfterPaint(main: string, modules: string[], nonce: string): string {
  const args = JSON.stringify([main, modules]).slice(1, -1).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">${LOAD_AFTER_PAINT}(${args})</script>`;
}
