import { Sparkles, UserPlus } from 'lucide-react';
import { chatMessages } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { openDialog } from '../../../lib/dialog-store.ts';
import type { ChatLimits } from '../hooks/use-chat-limits.ts';

const cardClass = 'flex flex-col gap-3 rounded-xl border border-moon-300/40 bg-night-800/90 p-3 text-sm text-slate-100 sm:flex-row sm:items-center';

/** The limit's words and, always, one line of crisis help: a limit is never a dead end (issue 8). */
function LimitText({ text }: { text: string }) {
  return (
    <div className="flex-1">
      <p>{text}</p>
      <p className="mt-1 text-xs text-slate-300">{chatMessages.crisisLine}</p>
    </div>
  );
}

/** Visitors after their one message (spec section 4): sign up or log in to keep chatting. */
export function SignupPrompt() {
  return (
    <div className={cardClass}>
      <UserPlus className="hidden h-5 w-5 shrink-0 text-moon-300 sm:block" aria-hidden />
      <LimitText text={chatMessages.visitorLimit} />
      <div className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => openDialog('login')}>
          Login
        </Button>
        <Button size="sm" onClick={() => openDialog('register')}>
          Sign Up
        </Button>
      </div>
    </div>
  );
}

/** Free users at the daily limit: the upgrade modal belongs to billing, asked for by name. */
export function UpgradePrompt() {
  return (
    <div className={cardClass}>
      <Sparkles className="hidden h-5 w-5 shrink-0 text-moon-300 sm:block" aria-hidden />
      <LimitText text={chatMessages.freeLimit} />
      <Button size="sm" onClick={() => openDialog('upgrade')}>
        Upgrade
      </Button>
    </div>
  );
}

/** The prompt for the current limit state, or, for free users before the limit, what is left today. */
export function LimitNotice({ limits }: { limits: ChatLimits }) {
  if (limits.prompt === 'signup') return <SignupPrompt />;
  if (limits.prompt === 'upgrade') return <UpgradePrompt />;
  if (limits.kind === 'free' && limits.remaining !== null && limits.limit !== null) {
    return (
      <p className="text-xs text-slate-300">
        {limits.remaining} of {limits.limit} free messages left today
      </p>
    );
  }
  return null;
}
