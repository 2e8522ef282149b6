import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { fillPlaceholders } from '../../src/shared/i18n/placeholders';

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
import './collection-carousel.css';

export interface CarouselLabels {
  readonly region: string;
  readonly previous: string;
  readonly next: string;
  /** "{n}" is replaced by the slide number. */
  readonly goTo: string;
  readonly pause: string;
  readonly play: string;
}

export const DEFAULT_CAROUSEL_LABELS: CarouselLabels = {
  region: 'Carousel',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {n}',
  pause: 'Pause automatic sliding',
  play: 'Start automatic sliding',
};

interface Props {
  /** Number of slides the server rendered; used for indicators before embla measures. */
  readonly slideCount: number;
  readonly loop?: boolean;
  readonly showArrows?: boolean;
  readonly showIndicators?: boolean;
  readonly showProgress?: boolean;
  /** Milliseconds between slides; 0 or absent turns autoplay off. */
  readonly autoplayMs?: number;
  readonly labels?: CarouselLabels;
  /** Slides moved per arrow press, optionally per media query (e.g. 3, and 6 from 64rem). */
  readonly scroll?: { readonly slidesToScroll: number; readonly breakpoints?: Readonly<Record<string, { readonly slidesToScroll: number }>> };
  /** The server-rendered track: an element with class carousel__track holding the slides. */
  readonly children?: ReactNode;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Enhances server-rendered slides with embla: arrows, indicators, progress and autoplay. */
export default function CollectionCarousel({
  slideCount, loop = false, showArrows = true, showIndicators = true, showProgress = false, autoplayMs = 0,
  labels = DEFAULT_CAROUSEL_LABELS, scroll, children,
}: Props) {
  // watchFocus is off: embla only follows focus within 10 ms of a Tab key press, which a busy
  // phone misses; onFocus below brings any focused slide fully into view instead.
  const [viewportRef, api] = useEmblaCarousel({ loop, align: 'start', container: '.carousel__track', slides: '.carousel__slide', watchFocus: false, ...scroll });
  const rotationButton = useRef<HTMLButtonElement>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slideCount);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(slideCount > 1);
  const [progress, setProgress] = useState(0);
  const [playing, setPlaying] = useState(autoplayMs > 0);
  const [hovered, setHovered] = useState(false);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    // A shopper who asked for less motion gets no automatic sliding unless they start it.
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const onScroll = () => setProgress(Math.max(0, Math.min(1, api.scrollProgress())));
    sync();
    api.on('select', sync).on('reInit', sync).on('scroll', onScroll);
    return () => {
      api.off('select', sync).off('reInit', sync).off('scroll', onScroll);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !playing || hovered || autoplayMs <= 0) return;
    const timer = window.setInterval(() => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)), autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, playing, hovered, autoplayMs]);

  // A press that arrives before embla is ready (the island's first tap, replayed by
  // client:interaction once it has loaded) is kept and carried out as soon as it is.
  const pendingMove = useRef<((ready: EmblaCarouselType) => void) | null>(null);
  const move = useCallback((action: (ready: EmblaCarouselType) => void) => {
    if (api) action(api);
    else pendingMove.current = action;
  }, [api]);
  useEffect(() => {
    if (!api || !pendingMove.current) return;
    const action = pendingMove.current;
    pendingMove.current = null;
    action(api);
  }, [api]);

  // With reduced motion, moves jump instead of sliding.
  const prev = useCallback(() => move((ready) => { if (ready.canScrollPrev()) ready.scrollPrev(prefersReducedMotion()); }), [move]);
  const next = useCallback(() => move((ready) => { if (ready.canScrollNext()) ready.scrollNext(prefersReducedMotion()); }), [move]);
  const goTo = (index: number) => move((ready) => ready.scrollTo(index, prefersReducedMotion()));

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Keyboard focus entering the carousel stops automatic sliding for good (the rotation button
    // starts it again), so nothing moves under a shopper who is reading or choosing a slide.
    if ((event.target as Element) !== rotationButton.current) setPlaying(false);
    if (!api) return;
    const slide = (event.target as Element).closest('.carousel__slide');
    const index = slide ? api.slideNodes().indexOf(slide as HTMLElement) : -1;
    if (index < 0) return;
    const viewport = api.rootNode();
    viewport.scrollLeft = 0; // the browser scrolls the clipped viewport itself; embla moves the track
    const [box, rect] = [viewport.getBoundingClientRect(), slide!.getBoundingClientRect()];
    if (rect.left >= box.left - 1 && rect.right <= box.right + 1) return;
    const snap = api.internalEngine().slideRegistry.findIndex((group) => group.includes(index));
    if (snap >= 0) api.scrollTo(snap, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') { event.preventDefault(); prev(); }
    if (event.key === 'ArrowRight') { event.preventDefault(); next(); }
  };

  return (
    <div
      className="carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-hydrated={hydrated ? 'true' : undefined}
      data-enhanced={api ? 'true' : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="carousel__viewport" ref={viewportRef} aria-live={playing ? 'off' : 'polite'}>
        {children}
      </div>
      <div className="carousel__controls">
        {autoplayMs > 0 && (
          <button ref={rotationButton} type="button" className="carousel__button" aria-label={playing ? labels.pause : labels.play} onClick={() => setPlaying(!playing)}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        )}
        {showArrows && (
          <button type="button" className="carousel__button" aria-label={labels.previous} aria-disabled={!canPrev || undefined} onClick={prev}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        {showIndicators && snapCount > 1 && (
          <div className="carousel__indicators">
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-label={fillPlaceholders(labels.goTo, { n: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
        )}
        {showArrows && (
          <button type="button" className="carousel__button" aria-label={labels.next} aria-disabled={!canNext || undefined} onClick={next}>
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
      {showProgress && (
        <div className="carousel__progress" aria-hidden="true">
          <div className="carousel__progress-bar" style={{ transform: `scaleX(${progress})` }} />
        </div>
      )}
    </div>
  );
}
