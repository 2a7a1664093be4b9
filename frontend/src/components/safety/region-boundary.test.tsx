import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTelemetryForTests } from '../../lib/telemetry.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { RegionBoundary, regionTexts } from './region-boundary.tsx';

let broken = true;
function Fragile() {
  if (broken) throw new Error('chat view failed');
  return <p>Chat is back</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count}</button>;
}

function expectCrisisResources(region: HTMLElement) {
  expect(within(region).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  expect(within(region).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  expect(within(region).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
}

beforeEach(() => {
  broken = true;
  // React reports an error a boundary caught with console.error; here it is expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  resetTelemetryForTests();
});

describe('an error boundary per region', () => {
  it('a crash in the chat shows the crisis resources and a way back, while the admin region keeps working', async () => {
    renderWithProviders(
      <>
        <RegionBoundary region="chat">
          <Fragile />
        </RegionBoundary>
        <RegionBoundary region="admin">
          <Counter />
        </RegionBoundary>
      </>,
    );
    const fallback = screen.getByRole('alert');
    expect(within(fallback).getByRole('heading', { name: regionTexts.title })).toBeInTheDocument();
    expectCrisisResources(fallback);

    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(within(fallback).getByRole('button', { name: regionTexts.retry }));
    expect(screen.getByText('Chat is back')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
