/**
 * In-page half of the focus checks (serialised into the page: self-contained). The baseline records how
 * every focusable element and its close surroundings look before anything has focus; each Tab stop
 * is compared with it.
 */

export interface FocusStep {
  done: boolean;
  target?: string;
  name?: string;
  /** What visibly changed ('outline', 'box-shadow', 'new painted descendant'…); empty when nothing did. */
  changed?: string[];
  noBaseline?: boolean;
  invisible?: boolean;
  /** Still outside the viewport after the browser tried to scroll it into view. */
  offscreen?: boolean;
  /** Every sampled point of the element is under a fixed or sticky element (named here). */
  obscuredBy?: string;
}

interface FocusState {
  baseline: WeakMap<Element, string[][]>;
  visited: WeakSet<Element>;
}

declare global {
  interface Window {
    __a11yFocus: FocusState & {
      parts(element: Element): (Element | [Element, string])[];
      paint(part: Element | [Element, string]): string[];
    };
  }
}

export function installFocusProbe(): void {
  const PROPS = [
    'outline',
    'box-shadow',
    'border',
    'background',
    'colour',
    'text-decoration',
    'opacity',
    'transform',
    'content',
  ];

  function rgba(value: string): [number, number, number, number] {
    const numbers = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0, value.startsWith('rgba') ? (numbers[3] ?? 1) : 1];
  }
  /** A colour as seen over white, bucketed so that imperceptible differences compare equal. */
  function seen(value: string): string {
    const [r, g, b, a] = rgba(value);
    return [r, g, b].map((c) => Math.round((c * a + 255 * (1 - a)) / 12)).join(',');
  }
  function line(width: string, style: string, color: string): string {
    return parseFloat(width) > 0 && style !== 'none' && style !== 'hidden' && rgba(color)[3] > 0.1
      ? `${width} ${style} ${seen(color)}`
      : 'none';
  }

  function paint(part: Element | [Element, string]): string[] {
    const [element, pseudo] = Array.isArray(part) ? part : [part, undefined];
    const s = getComputedStyle(element, pseudo);
    if (pseudo && (s.content === 'none' || s.content === 'normal')) return PROPS.map(() => 'absent');
    if (!pseudo && element.getBoundingClientRect().width === 0) return PROPS.map(() => 'no box');
    const shadow = s.boxShadow === 'none' || /rgba\(\d+, \d+, \d+, 0\)/.test(s.boxShadow) ? 'none' : s.boxShadow;
    const borders = ['top', 'right', 'bottom', 'left'].map((side) =>
      line(
        s.getPropertyValue(`border-${side}-width`),
        s.getPropertyValue(`border-${side}-style`),
        s.getPropertyValue(`border-${side}-color`),
      ),
    );
    return [
      `${line(s.outlineWidth, s.outlineStyle, s.outlineColor)} ${s.outlineOffset}`,
      shadow,
      borders.join(' / '),
      `${rgba(s.backgroundColor)[3] < 0.02 ? 'none' : seen(s.backgroundColor)} ${s.backgroundImage}`,
      seen(s.color),
      s.textDecorationLine === 'none' ? 'none' : `${s.textDecorationLine} ${s.textDecorationThickness}`,
      String(Math.round(Number(s.opacity) * 10)),
      s.transform,
      `${s.content} ${s.visibility} ${pseudo ? `${s.width}x${s.height}` : ''}`,
    ];
  }

  /**
   * What can show focus: the element's closest wrappers of about its size (an input's field box) with
   * everything inside them (a notched outline, a focus ripple), pseudo-elements included, and the
   * neighbours of an invisible element (a hidden native input styled through its sibling).
   */
  function parts(element: Element): (Element | [Element, string])[] {
    const rect = element.getBoundingClientRect();
    const list = new Set<Element>([element, ...Array.from(element.querySelectorAll('*')).slice(0, 30)]);
    let parent = element.parentElement;
    for (let depth = 0; parent && depth < 3; depth += 1, parent = parent.parentElement) {
      const box = parent.getBoundingClientRect();
      if (box.width > rect.width * 1.5 + 32 || box.height > rect.height * 1.5 + 32) break;
      list.add(parent);
      Array.from(parent.querySelectorAll('*'))
        .slice(0, 30)
        .forEach((el) => list.add(el));
    }
    if (window.__a11y.isHidden(element) || getComputedStyle(element).opacity === '0') {
      for (const sibling of [element.previousElementSibling, element.nextElementSibling])
        if (sibling) list.add(sibling);
    }
    return Array.from(list).flatMap((el) => [el, [el, '::before'], [el, '::after']] as (Element | [Element, string])[]);
  }

  const baseline = new WeakMap<Element, string[][]>();
  for (const element of Array.from(document.querySelectorAll(window.__a11y.targetSelector))) {
    baseline.set(element, parts(element).map(paint));
  }
  window.__a11yFocus = { baseline, visited: new WeakSet(), parts, paint };
}

export function focusStep(): FocusStep {
  const probe = window.__a11yFocus;
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement || probe.visited.has(element)) {
    return { done: true };
  }
  probe.visited.add(element);
  const { selectorOf, describe, isHidden } = window.__a11y;
  const result: FocusStep = { done: false, target: selectorOf(element), name: describe(element) };
  const before = probe.baseline.get(element);
  const now = probe.parts(element).map(probe.paint);
  if (!before) {
    result.noBaseline = true;
  } else {
    const names = [
      'outline',
      'box-shadow',
      'border',
      'background',
      'colour',
      'text-decoration',
      'opacity',
      'transform',
      'pseudo-element',
    ];
    const changed = new Set<string>();
    now.forEach((paint, i) => {
      const old = before[i];
      if (!old) {
        // A new element (a focus ripple) counts when it paints something: a background, border, outline or shadow.
        if ([0, 1, 2, 3].some((j) => !/^(none|absent|no box)/.test(paint[j] ?? 'none'))) {
          changed.add('new painted descendant');
        }
        return;
      }
      paint.forEach((value, j) => {
        if (value !== old[j]) changed.add(names[j] ?? 'style');
      });
    });
    result.changed = Array.from(changed);
  }
  result.invisible = isHidden(element) || getComputedStyle(element).opacity === '0';

  // 2.4.11: sample the centre and four inset corners of the part of the element inside the viewport.
  const rect = element.getBoundingClientRect();
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, innerWidth);
  const top = Math.max(rect.top, 0);
  const bottom = Math.min(rect.bottom, innerHeight);
  result.offscreen = !(right > left && bottom > top);
  if (!result.invisible && right > left && bottom > top) {
    const inset = (a: number, b: number) => Math.min(2, (b - a) / 4);
    const xs = [left + inset(left, right), (left + right) / 2, right - inset(left, right)];
    const ys = [top + inset(top, bottom), (top + bottom) / 2, bottom - inset(top, bottom)];
    const points = [
      [xs[1], ys[1]],
      [xs[0], ys[0]],
      [xs[2], ys[0]],
      [xs[0], ys[2]],
      [xs[2], ys[2]],
    ] as [number, number][];
    let cover: Element | null = null;
    const covered = points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      if (!hit || element.contains(hit) || hit.contains(element)) return false;
      for (let node: Element | null = hit; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') {
          if (node.contains(element)) return false;
          cover = node;
          return true;
        }
      }
      return false;
    });
    if (covered && cover) result.obscuredBy = selectorOf(cover);
  }
  return result;
}
