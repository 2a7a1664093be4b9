import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// Aliased: the helper's use- name makes the hooks lint rule mistake it for a React hook.
import { useMswServer as startMswServer } from '../../../test/msw.ts';
import { authUserHandler, cleanAccountStateEachTest } from '../test/account-fixtures.tsx';
import { createButton, expectFailure, fill, registrationSuccess, renderRegister } from '../test/register-helpers.tsx';

const server = startMswServer();
cleanAccountStateEachTest();

/** Issue 13: validation toasts stayed after the problem was fixed and after success. */
describe('account toasts do not outlive their problem', { timeout: 20_000 }, () => {
  it('clears the validation toast as soon as the field is edited', async () => {
    const { user } = renderRegister();
    await fill(user, { phone: '123' });
    await user.click(createButton());
    await expectFailure('Phone number should be between 7-15 digits', 'Invalid Phone Number');
    await user.type(screen.getByLabelText('Phone digits'), '4567');
    await waitFor(() => expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument());
  });

  it('replaces a failure toast with the welcome, and a name ending in "Jr." gets one period', async () => {
    server.use(registrationSuccess([], 'Sammy Davis Jr.'), authUserHandler('u-1', 'ada@example.com', []));
    const { user } = renderRegister();
    await fill(user, { password: 'weak' });
    await user.click(createButton());
    await expectFailure('Password must be at least 8 characters with uppercase, lowercase, digit, and special character', 'Weak Password');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Moonlit#42');
    await user.click(createButton());
    const welcome = await screen.findByText('Welcome to Luna!');
    expect(welcome.closest('li')).toHaveTextContent("Your account is ready, Sammy Davis Jr. Let's keep talking.");
    expect(welcome.closest('li')).not.toHaveTextContent('Jr..');
    expect(screen.queryByText('Weak Password')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol')?.className.includes('fixed'))).toHaveLength(1);
  });
});
