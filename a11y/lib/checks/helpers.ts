/**
 * Helpers the in-page checks share. `installHelpers` is serialised into the page (page.evaluate),
 * so it must be self-contained: no imports, no closures over module scope.
 */

export interface A11yHelpers {
  selectorOf(element: Element): string;
  describe(element: Element): string;
  /** Hidden on purpose: display none, visibility hidden, zero box or the visually-hidden clip pattern. */
  isHidden(element: Element): boolean;
  /** Inside an inert subtree or a closed `<dialog>`/popover that the user cannot reach. */
  isInert(element: Element): boolean;
  /** Elements a pointer or Tab can act on. */
  targetSelector: string;
}

declare global {
  interface Window {
    __a11y: A11yHelpers;
    __name?: <T>(fn: T) => T;
  }
}

export function installHelpers(): void {
  // tsx (esbuild keepNames) wraps functions in __name(); serialised code needs it defined in the page.
  window.__name = window.__name ?? ((fn) => fn);

  const cssEscape = (value: string) => CSS.escape(value);
  const unique = (selector: string) => {
    try {
      return document.querySelectorAll(selector).length === 1;
    } catch {
      return false;
    }
  };

  function step(element: Element): string {
    const tag = element.localName;
    const role = element.getAttribute('role');
    const label = element.getAttribute('aria-label');
    let part = tag;
    if (role) part += `[role="${role}"]`;
    if (label && label.length < 40) part += `[aria-label="${label.replace(/"/g, '\\"')}"]`;
    const parent = element.parentElement;
    if (parent) {
      const same = Array.from(parent.children).filter((child) => child.localName === tag);
      if (same.length > 1) part += `:nth-of-type(${same.indexOf(element) + 1})`;
    }
    return part;
  }

  function selectorOf(element: Element): string {
    // Generated ids (React's useId: ':r1:', '«r1»', '_r_1_'; MUI's 'mui-12') change from run to run.
    if (element.id && !/^[:«_]|^mui-\d|^:r/.test(element.id) && unique(`#${cssEscape(element.id)}`)) {
      return `#${cssEscape(element.id)}`;
    }
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && current !== document.documentElement && parts.length < 6) {
      parts.unshift(step(current));
      const selector = parts.join(' > ');
      if (unique(selector)) return selector;
      current = current.parentElement;
      if (current?.id && !/^[:«_]|^mui-\d|^:r/.test(current.id) && unique(`#${cssEscape(current.id)}`)) {
        return `#${cssEscape(current.id)} > ${selector}`;
      }
    }
    return parts.join(' > ');
  }

  function describe(element: Element): string {
    const role = element.getAttribute('role') ?? element.localName;
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    const short = name.replace(/\s+/g, ' ').trim().slice(0, 40);
    return short ? `${role} "${short}"` : role;
  }

  function clippedAway(element: Element): boolean {
    const style = getComputedStyle(element);
    if (/rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip)) return true;
    return /inset\(50%\)|circle\(0/.test(style.clipPath);
  }

  function isHidden(element: Element): boolean {
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return true;
    if (getComputedStyle(element).visibility !== 'visible') return true;
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (clippedAway(node)) return true;
    }
    return false;
  }

  function isInert(element: Element): boolean {
    return element.closest('[inert]') !== null;
  }

  const targetSelector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[tabindex]:not([tabindex="-1"])',
    ...['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio']
      .concat(['option', 'slider', 'combobox', 'spinbutton', 'treeitem'])
      .map((role) => `[role="${role}"]`),
  ].join(', ');

  window.__a11y = { selectorOf, describe, isHidden, isInert, targetSelector };
}
