import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { openDialog, useOpenDialog } from '../../../lib/dialog-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccountDialogs, gotrueSession, setupUser } from './account-fixtures.tsx';

export function OpenDialogName() {
  return <output data-testid="open-dialog">{useOpenDialog() ?? 'none'}</output>;
}

export function renderRegister() {
  const user = setupUser();
  const view = renderWithProviders(
    <>
      <AccountDialogs />
      <OpenDialogName />
    </>,
  );
  act(() => openDialog('register'));
  return { user, ...view };
}

export const valid = { name: 'Ada Lovelace', email: '  Ada@Example.COM ', password: 'Moonlit#42', phone: '5551234567', state: 'CA' };

export async function fill(user: UserEvent, values: Partial<typeof valid> = {}, { terms = true } = {}) {
  const v = { ...valid, ...values };
  if (v.name) {
    await user.click(screen.getByLabelText('Full Name'));
    await user.paste(v.name);
  }
  for (const [label, value] of [
    ['Email Address', v.email],
    ['Password', v.password],
    ['Phone digits', v.phone],
  ] as const) {
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  if (v.state) await user.selectOptions(screen.getByLabelText('State'), v.state);
  if (terms) await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older and agree to the Terms of Use' }));
}

export const createButton = () => screen.getByRole('button', { name: 'Create Account' });

export function registrationSuccess(body: unknown[] = [], name = 'Ada Lovelace') {
  return http.post('*/webhook/registration', async ({ request }) => {
    body.push(await request.json());
    const session = gotrueSession('u-1', 'ada@example.com');
    const envelope = {
      status: 'success',
      message: 'Registration successful',
      result: {
        success: true,
        message: 'Registration successful',
        authUser: { id: 'u-1', email: 'ada@example.com', user_metadata: { full_name: name } },
        customUser: {
          id: 'u-1',
          name,
          email: 'ada@example.com',
          plan: 'free',
          userType: 'user',
          dailyMessageCount: 1,
          lastMessageDate: '2026-11-22',
          subscription: null,
        },
        session,
      },
    };
    // Workflow engines may encode the body twice; the client must cope.
    return HttpResponse.text(JSON.stringify(JSON.stringify(envelope)), { headers: { 'content-type': 'application/json' } });
  });
}

export function registrationError(message: string, status = 400) {
  return http.post('*/webhook/registration', () =>
    HttpResponse.json({ status: 'error', message, result: { success: false, message, error: message } }, { status }),
  );
}

export async function expectFailure(message: string, toastTitle: string) {
  const dialog = screen.getByRole('dialog', { name: 'Join Luna' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  const toastTitleEl = await screen.findByText(toastTitle);
  expect(toastTitleEl.closest('li')).toHaveTextContent(message);
}
