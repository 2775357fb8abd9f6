/**
 * jsdom applies no media query: an element that CSS shows or hides by viewport width is always "visible" to Testing
 * Library. These read the page's style sheets (Emotion's, in a test) to say what the CSS does at each width.
 */

function* rules(list: CSSRuleList, media: string | null): Generator<{ rule: CSSStyleRule; media: string | null }> {
  for (const rule of Array.from(list)) {
    if (rule instanceof CSSMediaRule) yield* rules(rule.cssRules, rule.media.mediaText);
    else if (rule instanceof CSSStyleRule) yield { rule, media };
  }
}

/** The declarations that apply to `element` (selectors it matches), with the media query each sits in, if any. */
export function styleRulesOf(element: Element): Array<{ media: string | null; style: CSSStyleDeclaration }> {
  const found: Array<{ media: string | null; style: CSSStyleDeclaration }> = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const { rule, media } of rules(sheet.cssRules, null)) {
      let matches = false;
      try {
        matches = element.matches(rule.selectorText);
      } catch {
        // A selector jsdom cannot parse (a vendor pseudo-class) matches nothing here.
      }
      if (matches) found.push({ media, style: rule.style });
    }
  }
  return found;
}

/** A media query without its spaces; MUI's `xs` query, which always matches, as none. */
const normalise = (media: string | null) => {
  const text = (media ?? '').replace(/\s+/g, '');
  return text === '(min-width:0px)' ? '' : text;
};

/**
 * The value CSS gives a property of `element` under a media query: '' (the default) for the rules that hold at every
 * width, else that query's text ('(min-width:992px)'), for the rules written in it. The last rule wins.
 */
export function cssValueAt(element: Element, property: string, media = ''): string | undefined {
  let value: string | undefined;
  for (const { media: at, style } of styleRulesOf(element)) {
    if (normalise(at) === normalise(media)) value = style.getPropertyValue(property) || value;
  }
  return value;
}

/** Whether a media query's width conditions ('(min-width:992px)', '(max-width:1199px)') all hold at `width`. */
function holdsAt(media: string, width: number): boolean {
  const checks = [...media.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (!checks.length) return false;
  return checks.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

/** Whether CSS displays the element and all its ancestors at that viewport width (the last rule that holds wins). */
export function isShownAt(element: Element, width: number): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    let display: string | undefined;
    for (const { media, style } of styleRulesOf(node)) {
      if (media === null || holdsAt(media, width)) display = style.getPropertyValue('display') || display;
    }
    if (display === 'none') return false;
  }
  return true;
}

/** The value CSS gives a property of `element` at a viewport width: the last rule that holds there wins. */
export function cssValueAtWidth(element: Element, property: string, width: number): string | undefined {
  let value: string | undefined;
  for (const { media, style } of styleRulesOf(element)) {
    if (media === null || normalise(media) === '' || holdsAt(media, width))
      value = style.getPropertyValue(property) || value;
  }
  return value;
}
