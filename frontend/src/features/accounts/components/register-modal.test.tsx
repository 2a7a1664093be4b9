import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Aliased: the helper's use- name makes the hooks lint rule mistake it for a React hook.
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { cleanAccountStateEachTest } from '../test/account-fixtures.tsx';
import { createButton, expectFailure, fill, registrationSuccess, renderRegister } from '../test/register-helpers.tsx';

const server = startMswServer();
cleanAccountStateEachTest();
afterEach(() => vi.useRealTimers());

describe('registration modal', { timeout: 20_000 }, () => {
  it('shows the spec fields; Create Account stays disabled until the Terms are accepted', async () => {
    const { user } = renderRegister();
    const dialog = screen.getByRole('dialog', { name: 'Join Luna' });
    expect(dialog).toHaveAccessibleDescription('Create your account to continue chatting');
    for (const label of ['Full Name', 'Email Address', 'Password', 'Country code', 'Phone digits', 'State'])
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    expect(createButton()).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    expect(createButton()).toBeDisabled();
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderRegister();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('ticks the requirements live and says Strong password! when all are met', async () => {
    const { user } = renderRegister();
    const list = screen.getByRole('list', { name: 'Password requirements' });
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    expect(within(list).getByText('At least 8 characters')).toHaveTextContent('(met)');
    expect(within(list).getByText('One uppercase letter')).toHaveTextContent('(not met)');
    expect(screen.queryByText('Strong password!')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'A1!');
    expect(within(list).getAllByText(/\(met\)/)).toHaveLength(5);
    expect(screen.getByText('Strong password!')).toBeInTheDocument();
  });

  it('strips digits and symbols from the name and warns for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), "Mary-Jo O'Neil 3rd!");
    expect(screen.getByLabelText('Full Name')).toHaveValue("Mary-Jo O'Neil rd");
    expect(screen.getByText('Numbers and special characters are not allowed in names')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByText('Numbers and special characters are not allowed in names')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Numbers and special characters are not allowed in names')).not.toBeInTheDocument();
  });

  it('keeps only digits in the phone field, at most 15, with +1 as the default country code', async () => {
    const { user } = renderRegister();
    const code = screen.getByLabelText('Country code');
    expect(code).toHaveValue('+1');
    expect(
      within(code)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+1', '+44', '+33', '+49']);
    await user.type(screen.getByLabelText('Phone digits'), '(555) 123-4567 ext 8901234567');
    expect(screen.getByLabelText('Phone digits')).toHaveValue('555123456789012');
  });

  it('lists the 50 US states and DC as name and code', () => {
    renderRegister();
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(options).toHaveLength(52);
    expect(screen.getByRole('option', { name: 'California (CA)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'District of Columbia (DC)' })).toBeInTheDocument();
  });

  it.each([
    ['a missing field', { state: '' }, 'Please fill all required fields', 'Missing Information'],
    ['a short phone number', { phone: '12345' }, 'Phone number should be between 7-15 digits', 'Invalid Phone Number'],
    ['an over-long name', { name: 'A'.repeat(101) }, 'Name should be at most 100 characters', 'Invalid Name Format'],
    [
      'an e-mail without a proper domain',
      { email: 'ada@example' },
      'Please enter a valid email address with a proper domain (e.g., name@example.com)',
      'Invalid Email Format',
    ],
    [
      'a weak password',
      { password: 'moonlight' },
      'Password must be at least 8 characters with uppercase, lowercase, digit, and special character',
      'Weak Password',
    ],
  ])('refuses %s inline and in a toast, without calling the server', async (_case, values, message, title) => {
    const calls: unknown[] = [];
    server.use(registrationSuccess(calls));
    const { user } = renderRegister();
    await fill(user, values);
    await user.click(createButton());
    await expectFailure(message, title);
    expect(calls).toEqual([]);
  });

  it('reports the rules in the spec order (phone before e-mail)', async () => {
    const { user } = renderRegister();
    await fill(user, { phone: '123', email: 'nope' });
    await user.click(createButton());
    await expectFailure('Phone number should be between 7-15 digits', 'Invalid Phone Number');
  });

  it('clears the inline error when any field is edited', async () => {
    const { user } = renderRegister();
    await fill(user, { phone: '123' });
    await user.click(createButton());
    const dialog = screen.getByRole('dialog', { name: 'Join Luna' });
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Country code'), '+44');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the Terms of Use with its ten sections', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Terms of Use' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(within(terms).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(terms).toHaveTextContent('Last updated July 30, 2025');
    expect(terms).toHaveTextContent('Anonymized data');
    expect(terms).toHaveTextContent('988');
    // The panel has the corner X and a Close button; both are named Close.
    await user.click(within(terms).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Terms of Use' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Join Luna' })).toBeInTheDocument();
  });

  it('switches to login with Sign in instead', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Sign in instead' }));
    expect(await screen.findByRole('dialog', { name: 'Login to Luna' })).toBeInTheDocument();
  });
});
