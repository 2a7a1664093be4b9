import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PrivacyPage } from './privacy-page.tsx';

describe('PrivacyPage', () => {
  it('says what is stored, for how long, who processes it, that nothing is sold, and how to export and delete', () => {
    renderWithProviders(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your privacy at Luna' })).toBeInTheDocument();
    for (const heading of ['What we never do', 'What we store', 'How long we keep it', 'Who else handles it', 'Take it with you, or delete it']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('We never sell your information or your conversations.');
    expect(main).toHaveTextContent('never share them with advertisers');
    expect(main).toHaveTextContent('30, 90 or 365 days');
    expect(main).toHaveTextContent('The AI model provider');
    // What happens to an upload (issue 9): read in memory, never saved, only its text goes on.
    expect(main).toHaveTextContent('For files you attach, only the name, type and size.');
    expect(main).toHaveTextContent('it is never saved to disk. Only its text goes with your message.');
    expect(main).toHaveTextContent('a smaller copy of an attached image');
    expect(main).toHaveTextContent('A transcription service');
    expect(main).toHaveTextContent('Stripe handles payments');
    expect(main).toHaveTextContent('Download every conversation');
    expect(main).toHaveTextContent('Delete your account');
  });
});
