import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('shows the lost-in-space texts, both links and the footer', async () => {
    const { location } = renderWithProviders(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: '404: Lost in Space' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for has drifted beyond our orbit.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Learn About Luna' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved.');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Go Home' }));
    expect(location.history.at(-1)).toBe('/');
  });
});
