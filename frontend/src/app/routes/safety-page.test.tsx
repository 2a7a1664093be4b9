import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SafetyPage } from './safety-page.tsx';

describe('SafetyPage', () => {
  it('lists 988, 741741 and 911 as tap-to-call and tap-to-text links', () => {
    renderWithProviders(<SafetyPage />, { path: '/safety' });
    expect(screen.getByRole('heading', { level: 1, name: 'How Luna keeps you safe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: /Text 988/ })).toHaveAttribute('href', 'sms:988');
    expect(screen.getByRole('link', { name: /988lifeline\.org/ })).toHaveAttribute('href', 'https://988lifeline.org/chat/');
    expect(screen.getByRole('link', { name: /Text HOME to 741741/ })).toHaveAttribute('href', 'sms:741741?&body=HOME');
    expect(screen.getByRole('link', { name: /Call 911/ })).toHaveAttribute('href', 'tel:911');
  });

  it('describes screening, the levels, no paywall, the AI disclosure policy, 18+ and de-identified counts', () => {
    renderWithProviders(<SafetyPage />, { path: '/safety' });
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { name: 'Every message is screened' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Before the AI replies');
    expect(main).toHaveTextContent('After the AI writes its reply and before you see it');
    expect(screen.getByRole('heading', { level: 3, name: 'Danger right now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Never behind a limit or paywall' })).toBeInTheDocument();
    for (const when of ['the first time you use it', 'at the start of each conversation', 'every 3 hours', 'whenever you ask']) {
      expect(main).toHaveTextContent(when);
    }
    expect(main).toHaveTextContent('adults aged 18 and over');
    expect(main).toHaveTextContent('may not be suitable for some minors');
    expect(main).toHaveTextContent('de-identified');
    expect(main).toHaveTextContent('Message content is never written to our logs.');
    expect(document.title).toBe('Safety · Luna');
  });
});
