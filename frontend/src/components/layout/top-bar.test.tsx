import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAuthStore, setCurrentUser } from '../../lib/auth-store.ts';
import { closeDialog, useOpenDialog } from '../../lib/dialog-store.ts';
import { renderWithProviders, testConfig } from '../../test/render.tsx';
import { AppLayout } from './app-layout.tsx';
import { TopBar } from './top-bar.tsx';

function OpenDialogProbe() {
  return <output aria-label="open dialog">{useOpenDialog() ?? 'none'}</output>;
}

afterEach(() => {
  act(() => closeDialog());
  resetAuthStore();
});

describe('TopBar', () => {
  it('signed out: shows the product, Our Story, and opens the register and login dialogs', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <TopBar />
        <OpenDialogProbe />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Luna' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('register');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('status', { name: 'open dialog' })).toHaveTextContent('login');
  });

  it('signed in: shows no Sign Up or Login buttons', () => {
    setCurrentUser({ id: 'u1', name: 'Ada', email: 'ada@example.com', plan: 'free', userType: 'user', dailyMessageCount: 0, lastMessageDate: null });
    renderWithProviders(<TopBar />);
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Story' })).toBeInTheDocument();
  });

  it('uses the configured product name', () => {
    renderWithProviders(<TopBar />, { config: { ...testConfig, productName: 'Nova' } });
    expect(screen.getByRole('link', { name: 'Nova' })).toBeInTheDocument();
  });
});

describe('AppLayout', () => {
  it('has header, main and footer landmarks and a skip link that focuses main', async () => {
    renderWithProviders(<AppLayout>content</AppLayout>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    skip.focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  it('takes a custom header and no footer', () => {
    renderWithProviders(
      <AppLayout header={<header>custom</header>} footer={null}>
        x
      </AppLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('custom');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
