import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
// Bundled with the chunk that renders a carousel; nothing is fetched from elsewhere.
import 'keen-slider/keen-slider.min.css';
import type { ItemsPerView } from '@domain/carousel';

/** The carousel's layout from a viewport width up: slides per view, the gutter between them, whether it loops. */
export interface SlideLayout {
  minWidth: number;
  perView: ItemsPerView;
  gutter: number;
  loop: boolean;
}

/** The one place keen-slider is used (third-party UI engines are wrapped once): the shop sees only `Carousel`. */
export interface KeenOptions {
  /** The layout of each breakpoint, narrowest first (carouselLayouts). */
  layouts: SlideLayout[];
  /** Transition length in ms (0 under reduced motion). */
  speed: number;
  rtl: boolean;
  initial: number;
  slideCount: number;
  /** The slide a drag, a swipe or an animation settles on (relative index, 0…count-1). */
  onSettle: (index: number) => void;
}

export const SLIDE_CLASS = 'keen-slider__slide';

type Declarations = Record<string, string | number>;

/**
 * A style that follows the carousel's breakpoints: the narrowest layout's declarations, then each wider layout's in
 * a min-width media query (the same queries the slider's breakpoints use), so the server's HTML is right at any width.
 */
export function atBreakpoints(
  layouts: SlideLayout[],
  declarations: (layout: SlideLayout) => Declarations,
): Record<string, string | number | Declarations> {
  const [narrowest, ...wider] = layouts;
  const style: Record<string, string | number | Declarations> = narrowest ? { ...declarations(narrowest) } : {};
  // Written with a space after the colon: MUI's sx moves the queries it knows as theme breakpoints
  // ('@media (min-width:576px)') ahead of all others, which would put 361 px after 1200 px and let it win.
  for (const layout of wider) style[`@media (min-width: ${layout.minWidth}px)`] = declarations(layout);
  return style;
}

/** Only the container's own slides: a carousel inside a slide keeps its slides to itself. */
const ownSlides = (container: HTMLElement) =>
  Array.from(container.children).filter((child): child is HTMLElement => child.classList.contains(SLIDE_CLASS));

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

const layoutOptions = ({ perView, gutter, loop }: SlideLayout) => ({ loop, slides: { perView, spacing: gutter } });

function toKeen(options: KeenOptions): KeenSliderOptions {
  const [narrowest, ...wider] = options.layouts;
  return {
    initial: options.initial,
    rtl: options.rtl,
    selector: ownSlides,
    // Whole pixels: a slide a third of an odd width lands on a fraction, drawn (and snapshotted) differently by
    // the resize that settles it.
    renderMode: 'performance',
    ...(narrowest && layoutOptions(narrowest)),
    // The slider picks the breakpoint's layout itself, from the media queries the slides' CSS uses: it starts with
    // the layout of the viewport, whatever a server-rendered first render assumed, and follows resizes.
    ...(canMatch() && wider.length > 0
      ? {
          breakpoints: Object.fromEntries(
            wider.map((layout) => [`(min-width: ${layout.minWidth}px)`, layoutOptions(layout)]),
          ),
        }
      : {}),
    // keen-slider divides by the duration to find where an animation ends: 0 would report the start as the end.
    defaultAnimation: { duration: Math.max(1, options.speed) },
  };
}

/**
 * Creates the slider after the first render (never at import time, never on the server), updates it when its
 * layout changes, and reports where the user's drags end. Returns the container's ref, a `moveTo` for the
 * controlled index, and the share of each slide in view once the slider has laid them out.
 */
export function useKeenSlider(options: KeenOptions) {
  const containerRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const latest = useRef(options);
  const [portions, setPortions] = useState<number[] | null>(null);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const slider = new KeenSlider(container, toKeen(latest.current));
    const settle = (index: number | null) => {
      if (index !== null) latest.current.onSettle(index);
    };
    const measure = (s: KeenSliderInstance) =>
      setPortions(s.track.details?.slides.map((slide) => slide.portion) ?? null);
    // While dragging, the slide under the pointer; once an animation starts, where it will end.
    slider.on('slideChanged', (s) => {
      if (!s.animator.active && s.track.details) settle(s.track.details.rel);
    });
    slider.on('animationStarted', (s) => {
      if (s.animator.targetIdx !== null) settle(s.track.absToRel(s.animator.targetIdx));
    });
    slider.on('animationEnded', measure);
    slider.on('updated', measure);
    slider.on('optionsChanged', measure);
    measure(slider);
    sliderRef.current = slider;
    // keen-slider measures its container again on a window resize only: the container also changes width on its own
    // (the arrows beside the slides come or go, a column grows), and the slides would keep the width measured before.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            const size = slider.options.vertical ? container.offsetHeight : container.offsetWidth;
            if (Math.abs(size - slider.size) >= 1) slider.update();
          });
    resized?.observe(container);
    return () => {
      resized?.disconnect();
      slider.destroy();
      sliderRef.current = null;
    };
  }, []);

  const { layouts, speed, rtl, slideCount } = options;
  const layoutsKey = JSON.stringify(layouts);
  const applied = useRef('');
  useEffect(() => {
    const key = JSON.stringify([layoutsKey, speed, rtl, slideCount]);
    const slider = sliderRef.current;
    // The first run only records what the slider was created with.
    if (slider && applied.current && applied.current !== key)
      slider.update(toKeen(latest.current), latest.current.initial);
    applied.current = key;
  }, [layoutsKey, speed, rtl, slideCount]);

  const moveTo = useCallback((index: number) => {
    const slider = sliderRef.current;
    const details = slider?.track.details;
    if (!slider || !details || details.rel === index) return;
    slider.moveToIdx(index);
  }, []);

  return { containerRef, moveTo, portions };
}
