import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { MoodHistory } from '../../features/chat/components/mood-history.tsx';
import { useCurrentUser } from '../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

/**
 * /mood: the signed-in person's own mood check-ins (issue 13). Visitors have none: a check-in
 * is offered only to signed-in users, whose history the API keeps (docs/decisions/060).
 */
export function MoodPage() {
  const { productName: p } = useRuntimeConfig();
  const user = useCurrentUser();
  return (
    <AppLayout>
      <title>{`Your mood · ${p}`}</title>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
        <Link href="/" className="inline-flex items-center gap-2 rounded-md text-sm text-moon-300 hover:text-moon-200">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Chat
        </Link>
        <h1 className="mt-6 text-2xl font-semibold text-moon-200 sm:text-3xl">Your mood check-ins</h1>
        <p className="mt-2 text-sm text-slate-300">Only you can see these. They are kept with your account and deleted with it.</p>
        <div className="mt-6">
          {user?.id ? <MoodHistory user={user} /> : <p className="text-sm text-slate-300">Sign in to keep and see your mood check-ins.</p>}
        </div>
      </div>
    </AppLayout>
  );
}
