import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Hero } from './hero.tsx';

describe('Hero', () => {
  it('shows the headline, tagline and the three badges', () => {
    renderWithProviders(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Safe Space Under the Moon' })).toBeInTheDocument();
    expect(screen.getByText('Intelligence with the Heartbeat')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'What to expect' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['Private', 'Safe', '24/7']);
  });

  it('can sit under another page heading', () => {
    renderWithProviders(<Hero level={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Safe Space Under the Moon' })).toBeInTheDocument();
  });
});
