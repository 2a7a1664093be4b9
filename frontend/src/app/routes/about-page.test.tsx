import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AboutPage } from './about-page.tsx';

describe('AboutPage', () => {
  it("tells the founder's story, lists the values and links back to the chat", async () => {
    const { location } = renderWithProviders(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    const story = screen.getByRole('article');
    expect(story).toHaveTextContent('registered nurse');
    expect(story).toHaveTextContent('licensed marriage and family therapist');
    expect(story).toHaveTextContent('Luna is not a therapist');
    expect(screen.getByRole('heading', { level: 2, name: 'What we stand for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Safety first' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Back to Chat' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Start Your Healing Journey' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Luna. All rights reserved.');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Start Your Healing Journey' }));
    expect(location.history.at(-1)).toBe('/');
  });
});
