import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it('shows the copyright, the links and the persistent AI / 18+ / 988 disclosure', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Luna. All rights reserved.`);
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Safety' })).toHaveAttribute('href', '/safety');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(footer).toHaveTextContent(
      'Luna is an AI companion for adults (18+), not a human or a licensed professional, and not a substitute for professional care.',
    );
    expect(footer).toHaveTextContent('may not be suitable for some minors');
    expect(footer).toHaveTextContent('In a crisis, call or text 988.');
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
  });

  it('compact: keeps the disclosure, drops the links', () => {
    renderWithProviders(<Footer compact />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('not a human or a licensed professional');
    expect(screen.queryByRole('link', { name: 'Safety' })).not.toBeInTheDocument();
  });
});
