import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionItem } from './session-item.tsx';

const session = { id: 's1', title: 'Rough night', createdAt: '2026-11-25T01:00:00.000Z', updatedAt: '2026-11-25T01:00:00.000Z', lastMessage: null };

/** The options menu loads after the first paint (issue 13); a press while it loads is not lost. */
describe('a conversation in the list', () => {
  it('opens its menu when the button was pressed before the menu had loaded', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    renderWithProviders(
      <ul>
        <SessionItem session={session} active={false} onOpen={vi.fn()} onRename={onRename} onDelete={vi.fn()} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Options for Rough night' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledOnce();
  });
});
