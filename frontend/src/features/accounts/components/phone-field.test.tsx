import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanAccountStateEachTest } from '../test/account-fixtures.tsx';
import { renderRegister } from '../test/register-helpers.tsx';

cleanAccountStateEachTest();

/** Issue 13: a paste over existing digits replaced them badly (kept 8 of 7+10; emptied a full field). */
describe('phone digits: pasting over what is there', () => {
  async function typedThenPasted(existing: string, pasted: string, select: { start: number; end: number } | 'all') {
    const { user } = renderRegister();
    const input = screen.getByLabelText<HTMLInputElement>('Phone digits');
    await user.type(input, existing);
    const [start, end] = select === 'all' ? [0, input.value.length] : [select.start, select.end];
    input.setSelectionRange(start, end);
    await user.paste(pasted);
    return input;
  }

  it('replaces 7 selected digits with a formatted 10-digit number', async () => {
    const input = await typedThenPasted('5551234', '(415) 555-0123', 'all');
    expect(input).toHaveValue('4155550123');
  });

  it('replaces 15 selected digits with a pasted international number', async () => {
    const input = await typedThenPasted('123456789012345', '+44 20 7946 0958', 'all');
    expect(input).toHaveValue('442079460958');
  });

  it('replaces only the selection and keeps at most 15 digits', async () => {
    const input = await typedThenPasted('5551234567', '99-88-77-66', { start: 3, end: 6 });
    expect(input).toHaveValue('555998877664567'.slice(0, 15));
  });

  it('inserts at the caret without a selection, capped at 15', async () => {
    const input = await typedThenPasted('12345678901', '999 999', { start: 11, end: 11 });
    expect(input).toHaveValue('123456789019999');
  });
});
