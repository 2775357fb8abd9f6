/**
 * In-page (serialised: self-contained). Chrome may show a `srcset` image from a larger candidate it already holds
 * in its memory cache instead of the one it would fetch (a product's 450 px file, loaded by an earlier story or by a
 * bigger slot of the same page, shown in a 214 px card). Which one it shows then depends on what was loaded before,
 * and the two are drawn differently. Every image is left with the file a first visit would choose as its only
 * candidate, so that a snapshot never depends on the page's history. Returns the files re-pointed (those that showed
 * another).
 */
export async function pinImageCandidates(): Promise<string[]> {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden;height:0;pointer-events:none;';
  document.body.append(probe);
  /** A CSS length in pixels, as the layout computes it (calc() and viewport units included). */
  const pixels = (length: string) => {
    probe.style.width = '';
    probe.style.width = length;
    return probe.style.width ? probe.getBoundingClientRect().width : NaN;
  };
  /** Splits at the top-level commas of a list (a comma inside min() or max() stays). */
  const topLevel = (text: string) => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i += 1) {
      const c = text[i];
      if (c === '(') depth += 1;
      else if (c === ')') depth -= 1;
      else if (c === ',' && depth === 0) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
    }
    parts.push(text.slice(start));
    return parts.map((p) => p.trim()).filter(Boolean);
  };
  /** The slot's width by the `sizes` attribute: the first entry whose media condition holds. */
  const sourceSize = (sizes: string) => {
    for (const entry of topLevel(sizes)) {
      // The length is the entry's last component: a function such as calc(…) or a single token.
      let lengthStart = entry.lastIndexOf(' ') + 1;
      if (entry.endsWith(')')) {
        let depth = 0;
        for (let i = entry.length - 1; i >= 0; i -= 1) {
          if (entry[i] === ')') depth += 1;
          else if (entry[i] === '(') depth -= 1;
          if (depth === 0) {
            lengthStart = entry.slice(0, i).search(/[a-z-]*$/i);
            break;
          }
        }
      }
      const media = entry.slice(0, lengthStart).trim();
      if (!media || matchMedia(media).matches) return pixels(entry.slice(lengthStart));
    }
    return innerWidth;
  };
  const pinned: string[] = [];
  try {
    for (const img of Array.from(document.images)) {
      if (!img.srcset || img.parentElement?.tagName === 'PICTURE' || !img.currentSrc) continue;
      const slot = img.sizes ? sourceSize(img.sizes) : innerWidth;
      const candidates = topLevel(img.srcset)
        .map((item) => {
          const [url = '', descriptor = '1x'] = item.split(/\s+/);
          const value = parseFloat(descriptor);
          const density = descriptor.endsWith('w') ? value / slot : value;
          return { url: new URL(url, document.baseURI).href, descriptor, density };
        })
        .filter((c) => Number.isFinite(c.density))
        .sort((a, b) => a.density - b.density);
      if (!candidates.length) continue;
      // Chrome's choice on a first visit: the first candidate dense enough, by the geometric mean between two.
      const dpr = devicePixelRatio;
      let chosen = candidates.length - 1;
      for (let i = 0; i < candidates.length - 1; i += 1) {
        const [current, next] = [candidates[i]!.density, candidates[i + 1]!.density];
        if (next < dpr) continue;
        chosen = (dpr <= 1 && dpr > current) || dpr >= Math.sqrt(current * next) ? i + 1 : i;
        break;
      }
      const { url: expected, descriptor } = candidates[chosen]!;
      if (img.currentSrc !== expected)
        pinned.push(`${new URL(img.currentSrc).pathname} → ${new URL(expected).pathname}`);
      // The chosen file as the only candidate, with its descriptor and the sizes kept: drawn at the same density
      // as on a first visit (as a plain src it would be drawn at its own size, scaled: other pixels). Pinned even
      // when already shown: the whole-page screenshot resizes the viewport, and Chrome then chooses again, from
      // a cache that now holds the larger file.
      if (img.srcset !== `${expected} ${descriptor}`) img.srcset = `${expected} ${descriptor}`;
    }
    await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
  } finally {
    probe.remove();
  }
  return pinned;
}
