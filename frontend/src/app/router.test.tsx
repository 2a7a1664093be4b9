import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { AppRouter } from './router.tsx';

describe('AppRouter', () => {
  it('loads a lazy page on demand', async () => {
    renderWithProviders(<AppRouter />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
  });

  it('shows the not-found page for any other path', async () => {
    renderWithProviders(<AppRouter />, { path: '/somewhere/else' });
    expect(await screen.findByRole('heading', { level: 1, name: '404: Lost in Space' })).toBeInTheDocument();
  });
});
