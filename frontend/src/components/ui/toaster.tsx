import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { dismissToast, useToasts } from '../../hooks/use-toast.ts';

/**
 * Radix toasts as spec section 9 sets them: auto-close after 5000 ms, swipe right past 50 px to
 * dismiss, F8 jumps to the toast region, at most 420 px wide from medium screens up. At the
 * bottom on every screen: at the top of a phone they covered the open dialog's title (issue 13).
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-9 shadow-lg backdrop-blur data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition ${
            t.variant === 'destructive' ? 'border-red-400/50 bg-red-950/90 text-red-50' : 'border-night-600 bg-night-800/95 text-slate-100'
          }`}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>}
          </div>
          <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport hotkey={['F8']} className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 md:max-w-[420px]" />
    </Toast.Provider>
  );
}
