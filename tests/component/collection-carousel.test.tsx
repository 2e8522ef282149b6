// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CollectionCarousel from '../../islands/content/CollectionCarousel';
import { Slides } from './carousel-slides';

/** A stand-in for embla's API: records calls and lets the test fire its events. */
const listeners = new Map<string, Set<() => void>>();
let selected = 0;
const api = {
  scrollNext: vi.fn(() => { selected = Math.min(selected + 1, 4); emit('select'); }),
  scrollPrev: vi.fn(() => { selected = Math.max(selected - 1, 0); emit('select'); }),
  scrollTo: vi.fn((index: number) => { selected = index; emit('select'); }),
  selectedScrollSnap: () => selected,
  scrollSnapList: () => [0, 1, 2, 3, 4],
  canScrollPrev: () => selected > 0,
  canScrollNext: () => selected < 4,
  scrollProgress: () => selected / 4,
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
    expect(previous.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(previous.disabled).toBe(false);
    fireEvent.click(previous);
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('goes to a slide from its indicator and follows the keyboard arrows', () => {
    render(<CollectionCarousel slideCount={5}><Slides count={5} /></CollectionCarousel>);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(api.scrollTo).toHaveBeenCalledWith(3);
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

  it('hides arrows and indicators when the block turns them off', () => {
    render(<CollectionCarousel slideCount={5} showArrows={false} showIndicators={false}><Slides count={5} /></CollectionCarousel>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
