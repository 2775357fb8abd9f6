import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import KeenSlider, { type KeenSliderInstance, type KeenSliderOptions } from 'keen-slider';
// Bundled with the chunk that renders a carousel; nothing is fetched from elsewhere.
import 'keen-slider/keen-slider.min.css';
import type { ItemsPerView } from '@domain/carousel';

/** The one place keen-slider is used (third-party UI engines are wrapped once): the shop sees only `Carousel`. */
export interface KeenOptions {
  perView: ItemsPerView;
  gutter: number;
  loop: boolean;
  /** Transition length in ms (0 under reduced motion). */
  speed: number;
  rtl: boolean;
  initial: number;
  slideCount: number;
  /** The slide a drag, a swipe or an animation settles on (relative index, 0…count-1). */
  onSettle: (index: number) => void;
}

export const SLIDE_CLASS = 'keen-slider__slide';

/** Only the container's own slides: a carousel inside a slide keeps its slides to itself. */
const ownSlides = (container: HTMLElement) =>
  Array.from(container.children).filter((child): child is HTMLElement => child.classList.contains(SLIDE_CLASS));

function toKeen(options: KeenOptions): KeenSliderOptions {
  return {
    initial: options.initial,
    loop: options.loop,
    rtl: options.rtl,
    selector: ownSlides,
    // Whole pixels: a slide a third of an odd width lands on a fraction, drawn (and snapshotted) differently by
    // the resize that settles it.
    renderMode: 'performance',
    slides: { perView: options.perView, spacing: options.gutter },
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
    measure(slider);
    sliderRef.current = slider;
    return () => {
      slider.destroy();
      sliderRef.current = null;
    };
  }, []);

  const { perView, gutter, loop, speed, rtl, slideCount } = options;
  const applied = useRef('');
  useEffect(() => {
    const key = JSON.stringify([perView, gutter, loop, speed, rtl, slideCount]);
    const slider = sliderRef.current;
    // The first run only records what the slider was created with.
    if (slider && applied.current && applied.current !== key)
      slider.update(toKeen(latest.current), latest.current.initial);
    applied.current = key;
  }, [perView, gutter, loop, speed, rtl, slideCount]);

  const moveTo = useCallback((index: number) => {
    const slider = sliderRef.current;
    const details = slider?.track.details;
    if (!slider || !details || details.rel === index) return;
    slider.moveToIdx(index);
  }, []);

  return { containerRef, moveTo, portions };
}
