import { Children, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box } from '@mui/material';
import { useTheme, type Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { CAROUSEL_DEFAULTS, carouselLayouts, numberOr, type CarouselConfig } from '@domain/carousel';
import {
  autoplayIndex,
  pageOf,
  pageStarts,
  shouldLoop,
  showPagination,
  stepIndex,
  visibleSlides,
} from '@domain/carousel-paging';
import { useBreakpointLayout } from './useBreakpointLayout';
import { atBreakpoints, useKeenSlider } from './useKeenSlider';
import { useAutoplay } from './useAutoplay';
import { carouselKeyMove, isTextEntry } from './carousel-keys';
import { CarouselNavButton } from './CarouselNavButton';
import { CarouselPagination } from './CarouselPagination';
import { AutoplayToggle } from './AutoplayToggle';
import { CarouselSlide } from './CarouselSlide';
import type { CarouselProps } from './carousel-props';
import { carouselMessages } from '../carousel-messages';
import { useMediaMatch } from '../useMediaMatch';

export type { CarouselAutoplay, CarouselProps } from './carousel-props';

/**
 * The shop's carousel, built on keen-slider (the only component that uses it) with the accessibility it lacks
 * (keen-slider#43), after the WAI-ARIA APG carousel pattern: a labelled region described as a carousel, slides
 * labelled '3 of 8', previous / next buttons, optional bullets or fraction, a rotation control when autoplaying,
 * a live region that is off while slides move by themselves, arrow keys (mirrored in Arabic), and slides out of
 * view made inert so Tab never reaches what cannot be seen.
 */
export function Carousel({
  label,
  children,
  config,
  loop = false,
  speed,
  index,
  defaultIndex = 0,
  onIndexChange,
  nav = 'icons',
  navPlacement = 'overlay',
  navSize = 'medium',
  pagination = 'none',
  fractionStyle = 'plain',
  autoplay = false,
  id,
  sx,
}: CarouselProps) {
  const intl = useIntl();
  const direction = useTheme().direction;
  const slides = Children.toArray(children);
  const count = slides.length;
  const configKey = JSON.stringify(config ?? {});
  const layouts = useMemo(() => carouselLayouts(JSON.parse(configKey) as CarouselConfig), [configKey]);
  const { perView, group } = useBreakpointLayout(layouts);
  const looping = shouldLoop(loop, perView, count);
  const starts = pageStarts(count, perView, group, looping);
  const lastStart = looping ? Math.max(0, count - 1) : starts[starts.length - 1]!;
  const settings = { slideCount: count, perView, group, loop: looping };

  const [own, setOwn] = useState(defaultIndex);
  const current = Math.min(Math.max(index ?? own, 0), lastStart);
  // The slide shown when the carousel starts, and its layout at every breakpoint: the slides' CSS places them as
  // keen-slider will (CarouselSlide), and the slider picks the breakpoint's layout itself (useKeenSlider).
  const [first] = useState(index ?? defaultIndex);
  const slideLayouts = useMemo(
    () =>
      layouts.map((layout) => ({
        minWidth: layout.minWidth,
        perView: layout.perView,
        gutter: layout.gutter,
        loop: shouldLoop(loop, layout.perView, count),
      })),
    [layouts, loop, count],
  );
  const go = (next: number) => {
    if (index === undefined) setOwn(next);
    if (next !== current) onIndexChange?.(next);
  };

  // Hydration-safe: a server-rendered carousel starts as the server drew it (motion allowed), then follows the setting.
  const reduceMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  const { containerRef, moveTo, portions } = useKeenSlider({
    layouts: slideLayouts,
    speed: reduceMotion ? 0 : numberOr(speed, CAROUSEL_DEFAULTS.speedMs),
    rtl: direction === 'rtl',
    initial: current,
    slideCount: count,
    onSettle: go,
  });
  useEffect(() => moveTo(current), [current, moveTo]);

  // A move made while focus was on a slide takes focus to the new slide: the old one is about to become inert.
  const focusFollows = useRef(false);
  const move = (next: number) => {
    focusFollows.current = Boolean(containerRef.current?.contains(document.activeElement));
    go(next);
  };
  useLayoutEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    (containerRef.current?.children[current] as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [current, containerRef]);
  const step = (by: 1 | -1) => {
    const next = stepIndex(current, by, settings);
    if (next !== null) move(next);
  };

  const autoplayOptions = typeof autoplay === 'object' ? autoplay : autoplay ? {} : null;
  const rotation = useAutoplay({
    enabled: autoplayOptions !== null && count > 1,
    delayMs: numberOr(autoplayOptions?.delay, CAROUSEL_DEFAULTS.autoplayDelayMs),
    reduceMotion,
    index: current,
    onTick: () => {
      const next = autoplayIndex(current, { ...settings, ...autoplayOptions });
      if (next === null) rotation.stop();
      else go(next);
    },
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target)) return;
    const key = carouselKeyMove(event.key, direction);
    if (key === null) return;
    event.preventDefault();
    if (key === 'first') move(0);
    else if (key === 'last') move(lastStart);
    else step(key);
  };

  const visible = new Set(
    perView !== 'auto'
      ? visibleSlides(current, count, perView, looping)
      : slides.flatMap((_, i) => (!portions || (portions[i] ?? 0) > 0.5 ? [i] : [])),
  );
  const baseId = useId();
  const regionId = id ?? baseId;
  const slidesId = `${regionId}-slides`;
  // Arrows only when there is somewhere to go: every slide in view needs none (nor bullets, below).
  const showNav = nav !== 'none' && count > 1 && starts.length > 1;
  const atStart = !looping && current <= 0;
  const atEnd = !looping && current >= lastStart;
  const navButton = (which: 'prev' | 'next') => (
    <CarouselNavButton
      step={which}
      variant={nav === 'text' ? 'text' : 'icons'}
      atEnd={which === 'prev' ? atStart : atEnd}
      onStep={() => step(which === 'prev' ? -1 : 1)}
      controls={slidesId}
      size={navSize}
    />
  );
  const overlayNav = showNav && nav === 'icons';
  const outside = overlayNav && navPlacement === 'outside';
  const pages = pagination !== 'none' && showPagination(starts.length);

  return (
    <Box
      component="section"
      id={regionId}
      aria-roledescription={intl.formatMessage(carouselMessages.roleDescription)}
      aria-label={label}
      onKeyDown={onKeyDown}
      {...rotation.regionProps}
      sx={[{ position: 'relative', minInlineSize: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        sx={(theme: Theme) => ({
          position: 'relative',
          paddingInline: outside ? `${theme.shop.layout.touchTarget}px` : 0,
        })}
      >
        {autoplayOptions && count > 1 && (
          <Box
            sx={(theme: Theme) => ({
              position: 'absolute',
              insetBlockStart: theme.spacing(1),
              insetInlineStart: theme.spacing(1),
              zIndex: 2,
            })}
          >
            <AutoplayToggle
              rotating={rotation.rotating}
              onToggle={rotation.toggle}
              controls={slidesId}
              buttonRef={rotation.toggleRef}
            />
          </Box>
        )}
        {overlayNav &&
          (['prev', 'next'] as const).map((which) => (
            <Box
              key={which}
              sx={(theme: Theme) => ({
                position: 'absolute',
                insetBlockStart: '50%',
                transform: 'translateY(-50%)',
                zIndex: 2,
                [which === 'prev' ? 'insetInlineStart' : 'insetInlineEnd']: outside ? 0 : theme.spacing(1),
              })}
            >
              {navButton(which)}
            </Box>
          ))}
        <Box
          ref={containerRef}
          id={slidesId}
          className="keen-slider"
          // keen-slider reads the container's direction when it starts, which can be before <html dir> is set
          // (children's effects run first): the direction is stated here so its right-to-left mode is right.
          dir={direction}
          aria-live={rotation.moving ? 'off' : 'polite'}
          // keen-slider's own layout, stated here so it holds before its style sheet (in a lazy chunk) and its script
          // arrive: a row of slides, clipped; right to left, the row reversed, as keen-slider reverses it when it
          // starts ('auto' slides, whose places are unknown until measured, stay in the reading order until then).
          sx={[
            {
              position: 'relative',
              display: 'flex',
              alignContent: 'flex-start',
              overflow: 'hidden',
              width: '100%',
              touchAction: 'pan-y',
              userSelect: 'none',
            },
            atBreakpoints(slideLayouts, (layout) => ({
              flexDirection: direction === 'rtl' && layout.perView !== 'auto' ? 'row-reverse' : 'row',
            })),
          ]}
        >
          {slides.map((slide, i) => (
            <CarouselSlide
              key={i}
              position={i + 1}
              total={count}
              inView={visible.has(i)}
              layouts={slideLayouts}
              first={first}
              rtl={direction === 'rtl'}
            >
              {slide}
            </CarouselSlide>
          ))}
        </Box>
      </Box>
      {(pages || (showNav && nav === 'text')) && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: nav === 'text' ? 'space-between' : 'center',
            gap: 1,
            marginBlockStart: 1,
          }}
        >
          {showNav && nav === 'text' && navButton('prev')}
          {pages && (
            <CarouselPagination
              kind={pagination === 'fraction' ? 'fraction' : 'bullets'}
              page={pageOf(current, starts)}
              starts={starts}
              onPage={move}
              fractionStyle={fractionStyle}
              controls={slidesId}
            />
          )}
          {showNav && nav === 'text' && navButton('next')}
        </Box>
      )}
    </Box>
  );
}
