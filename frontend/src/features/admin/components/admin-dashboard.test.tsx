import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminDashboard } from './admin-dashboard.tsx';
import { adminHandlers } from '../test/admin-fixtures.ts';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();

describe('AdminDashboard', () => {
  it('shows the four stat cards with the spec captions and the figures from the API', async () => {
    server.use(...adminHandlers());
    renderWithProviders(<AdminDashboard />, { path: '/admin' });
    const card = (name: string) => screen.getByRole('region', { name });
    await waitFor(() => expect(within(card('Total Users')).getByTestId('stat-value')).toHaveTextContent('3'), { timeout: 5000 });
    expect(card('Total Users')).toHaveTextContent('Registered users');
    expect(within(card('Active Subscriptions')).getByTestId('stat-value')).toHaveTextContent('1');
    expect(card('Active Subscriptions')).toHaveTextContent('Premium subscribers');
    expect(within(card('Total Messages')).getByTestId('stat-value')).toHaveTextContent('21');
    expect(card('Total Messages')).toHaveTextContent('Conversations sent');
    expect(within(card('Payment Revenue')).getByTestId('stat-value')).toHaveTextContent('$9.99');
    expect(card('Payment Revenue')).toHaveTextContent('Monthly recurring revenue');
    expect(screen.getByText(/never shows what anyone wrote/)).toBeInTheDocument();
  });

  it('searches on the server: the table and the caption narrow, and clearing restores them', async () => {
    const searches: string[] = [];
    server.use(...adminHandlers(searches));
    renderWithProviders(<AdminDashboard />, { path: '/admin' });
    const caption = await screen.findByTestId('users-caption');
    await waitFor(() => expect(caption).toHaveTextContent('3 active user accounts'), { timeout: 5000 });
    expect(screen.getAllByTestId('user-row')).toHaveLength(3);

    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search users...'), 'grace');
    await waitFor(() => expect(caption).toHaveTextContent('2 of 3 users match'), { timeout: 5000 });
    expect(screen.getAllByTestId('user-row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Grace Hopper'),
      expect.stringContaining('Grace Kelly'),
    ]);
    expect(searches).toContain('grace');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(caption).toHaveTextContent('3 active user accounts'), { timeout: 5000 });
    expect(screen.getByPlaceholderText('Search users...')).toHaveValue('');
  });
});
