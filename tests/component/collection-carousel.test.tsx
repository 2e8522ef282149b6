// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CollectionCarousel from '../../islands/content/CollectionCarousel';
import { Slides } from './carousel-slides';

/** A stand-in for embla's API: records calls and lets the test fire its events. */
const listeners = new Map<string, Set<() => void>>();
let selected = 0;
const api = {
  scrollNext: vi.fn((_jump?: boolean) => { selected = Math.min(selected + 1, 4); emit('select'); }),
  scrollPrev: vi.fn((_jump?: boolean) => { selected = Math.max(selected - 1, 0); emit('select'); }),
  scrollTo: vi.fn((index: number, _jump?: boolean) => { selected = index; emit('select'); }),
  selectedScrollSnap: () => selected,
  scrollSnapList: () => [0, 1, 2, 3, 4],
  canScrollPrev: () => selected > 0,
  canScrollNext: () => selected < 4,
  scrollProgress: () => selected / 4,
  slideNodes: () => [...document.querySelectorAll<HTMLElement>('.carousel__slide')],
  rootNode: () => document.querySelector<HTMLElement>('.carousel__viewport')!,
  internalEngine: () => ({ slideRegistry: [[0], [1], [2], [3], [4]] }),
  on(name: string, listener: () => void) { (listeners.get(name) ?? listeners.set(name, new Set()).get(name)!).add(listener); return api; },
  off(name: string, listener: () => void) { listeners.get(name)?.delete(listener); return api; },
};
function emit(name: string) { for (const listener of listeners.get(name) ?? []) listener(); }

vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, api] }));

beforeEach(() => {
  selected = 0;
  listeners.clear();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('CollectionCarousel island', () => {
  it('renders the server slides inside a labelled carousel region', () => {
    render(<CollectionCarousel slideCount={5} labels={{ region: 'New this week', previous: 'Previous slide', next: 'Next slide', goTo: 'Go to slide {n}', pause: 'Pause', play: 'Play' }}><Slides count={5} /></CollectionCarousel>);
    const region = screen.getByRole('region', { name: 'New this week' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('moves with the arrow buttons and marks the current indicator', () => {
    render(<CollectionCarousel slideCount={5}><Slides count={5} /></CollectionCarousel>);
    const previous = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
    // aria-disabled, not disabled: the arrow keeps keyboard focus when it reaches the first slide.
    expect(previous.disabled).toBe(false);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(api.scrollPrev).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(previous.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(previous);
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('goes to a slide from its indicator and follows the keyboard arrows', () => {
    render(<CollectionCarousel slideCount={5}><Slides count={5} /></CollectionCarousel>);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(api.scrollTo).toHaveBeenCalledWith(3, false);
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(api.scrollPrev).toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowRight' });
    expect(api.scrollNext).toHaveBeenCalled();
  });

  it('autoplays every autoplayMs, pauses on hover and with the pause button', () => {
    vi.useFakeTimers();
    try {
      render(<CollectionCarousel slideCount={5} autoplayMs={3000}><Slides count={5} /></CollectionCarousel>);
      act(() => vi.advanceTimersByTime(3000));
      expect(api.scrollNext).toHaveBeenCalledTimes(1);
      fireEvent.pointerEnter(screen.getByRole('region'));
      act(() => vi.advanceTimersByTime(9000));
      expect(api.scrollNext).toHaveBeenCalledTimes(1);
      fireEvent.pointerLeave(screen.getByRole('region'));
      fireEvent.click(screen.getByRole('button', { name: 'Pause automatic sliding' }));
      act(() => vi.advanceTimersByTime(9000));
      expect(api.scrollNext).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Start automatic sliding' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops automatic sliding for good when keyboard focus enters a slide, until the shopper starts it', () => {
    vi.useFakeTimers();
    try {
      render(<CollectionCarousel slideCount={5} autoplayMs={3000}><Slides count={5} /></CollectionCarousel>);
      fireEvent.focus(screen.getByRole('link', { name: 'Slide 1' }));
      act(() => vi.advanceTimersByTime(9000));
      expect(api.scrollNext).not.toHaveBeenCalled();
      const start = screen.getByRole('button', { name: 'Start automatic sliding' });
      fireEvent.focus(start);
      fireEvent.click(start);
      act(() => vi.advanceTimersByTime(3000));
      expect(api.scrollNext).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not slide by itself, and jumps instead of animating, when the shopper prefers reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: query.includes('reduce'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
    }) as MediaQueryList);
    vi.useFakeTimers();
    try {
      render(<CollectionCarousel slideCount={5} autoplayMs={3000}><Slides count={5} /></CollectionCarousel>);
      act(() => vi.advanceTimersByTime(9000));
      expect(api.scrollNext).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Start automatic sliding' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(api.scrollNext).toHaveBeenCalledWith(true);
    } finally {
      vi.useRealTimers();
      matchMedia.mockRestore();
    }
  });

  it('brings a slide that gets keyboard focus fully into view', () => {
    render(<CollectionCarousel slideCount={5}><Slides count={5} /></CollectionCarousel>);
    const viewport = document.querySelector<HTMLElement>('.carousel__viewport')!;
    viewport.getBoundingClientRect = () => ({ left: 0, right: 400, top: 0, bottom: 100, width: 400, height: 100, x: 0, y: 0, toJSON() {} });
    const slides = document.querySelectorAll<HTMLElement>('.carousel__slide');
    slides.forEach((slide, index) => {
      slide.getBoundingClientRect = () => ({ left: index * 150, right: index * 150 + 140, top: 0, bottom: 100, width: 140, height: 100, x: index * 150, y: 0, toJSON() {} });
    });
    fireEvent.focus(screen.getByRole('link', { name: 'Slide 2' }));
    expect(api.scrollTo).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('link', { name: 'Slide 3' }));
    expect(api.scrollTo).toHaveBeenCalledWith(2, true);
  });

  it('hides arrows and indicators when the block turns them off', () => {
    render(<CollectionCarousel slideCount={5} showArrows={false} showIndicators={false}><Slides count={5} /></CollectionCarousel>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
