import { CSP_NONCE_PLACEHOLDER } from '../../../vite-plugins/csp-nonce';

/** One of Emotion's style tags as the server's render writes them (not the global styles: their tags stay). */
const STYLE = new RegExp(
  `<style data-emotion="(z(?:ltr|rtl)) ([^"]+)" nonce="${CSP_NONCE_PLACEHOLDER}">([^<]*)</style>`,
  'g',
);

/**
 * Emotion writes a style tag before each element it styles (130 or so on a product page), each with the page's
 * nonce. A kept page gathers them, in their order, into one tag per cache where the first was: the same rules in the
 * same order, one place for the nonce (so the page's bytes can be compressed once: ./gzip.ts). The browser's Emotion
 * takes the tag as it takes each (`data-emotion` lists every style it holds).
 */
export function gatherStyles(html: string): string {
  const gathered = new Map<string, { ids: string[]; css: string[] }>();
  let out = '';
  let last = 0;
  for (const match of html.matchAll(STYLE)) {
    const [whole, key, ids, css] = match as unknown as [string, string, string, string];
    out += html.slice(last, match.index);
    last = match.index + whole.length;
    let styles = gathered.get(key);
    if (!styles) {
      styles = { ids: [], css: [] };
      gathered.set(key, styles);
      out += `\u0000${key}\u0000`;
    }
    styles.ids.push(ids);
    styles.css.push(css);
  }
  out += html.slice(last);
  for (const [key, { ids, css }] of gathered) {
    const tag = `<style data-emotion="${key} ${ids.join(' ')}" nonce="${CSP_NONCE_PLACEHOLDER}">${css.join('')}</style>`;
    out = out.replace(`\u0000${key}\u0000`, () => tag);
  }
  return out;
}
