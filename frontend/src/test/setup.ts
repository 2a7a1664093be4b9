import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadRadixDialog } from '../components/ui/use-radix-dialog.ts';

// The app requests Radix's dialog as its script runs; tests start with it there, and
// components/ui/dialog.test.tsx and app/app-dialogs-boundary.test.tsx cover dialogs without it.
beforeAll(async () => {
  await loadRadixDialog();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

// An unexpected console.error (a React warning, a failed render) fails the test.
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${String(args[0])}`);
};

// jsdom lacks these; Radix and the chat view use them.
window.HTMLElement.prototype.scrollIntoView ??= function () {};
// jsdom does not implement scrolling and reports it as an error.
window.scrollTo = () => {};
window.HTMLElement.prototype.hasPointerCapture ??= () => false;
window.HTMLElement.prototype.releasePointerCapture ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
