// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import CollectionCarousel from '../../islands/content/CollectionCarousel';
import { Slides } from './carousel-slides';

afterEach(cleanup);

it('mounts the real embla on the server-rendered track (happy-dom provides matchMedia)', async () => {
  const { container } = render(<CollectionCarousel slideCount={3}><Slides count={3} /></CollectionCarousel>);
  await waitFor(() => expect(container.querySelector('[data-enhanced="true"]')).not.toBeNull());
  expect(container.querySelector('[data-hydrated="true"]')).not.toBeNull();
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
});
