/**
 * Radix's dialog, with its focus trap, scroll lock and the helpers under them (about 14 kB gzip),
 * in a chunk of its own that loads beside the first render: see ./use-radix-dialog.ts.
 */
export { Dialog as RadixDialog } from 'radix-ui';
