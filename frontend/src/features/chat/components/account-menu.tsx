import { Activity, Brain, Download, Sparkles, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { openDialog, type DialogName } from '../../../lib/dialog-store.ts';

const item = 'h-9 justify-start text-sm';

/** The user menu under the badge: Pro's personality and memory, and everyone's data rights. */
export function AccountMenu({ user }: { user: LocalUser }) {
  const open = (name: DialogName) => () => openDialog(name);
  return (
    <nav aria-label="Account" className="flex flex-col">
      {user.plan === 'pro' && (
        <>
          <Button variant="ghost" className={item} onClick={open('personality')}>
            <Sparkles className="h-4 w-4" aria-hidden />
            Personality
          </Button>
          <Button variant="ghost" className={item} onClick={open('memories')}>
            <Brain className="h-4 w-4" aria-hidden />
            What Luna remembers
          </Button>
        </>
      )}
      <Link href="/mood" className={`inline-flex items-center gap-2 rounded-lg px-3 font-medium text-slate-200 hover:bg-night-700/70 ${item}`}>
        <Activity className="h-4 w-4" aria-hidden />
        Mood history
      </Link>
      <Button variant="ghost" className={item} onClick={open('your-data')}>
        <Download className="h-4 w-4" aria-hidden />
        Your data
      </Button>
      <Button variant="ghost" className={item} onClick={open('delete-account')}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete my account
      </Button>
    </nav>
  );
}
