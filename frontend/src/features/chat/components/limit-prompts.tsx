import { Sparkles, UserPlus } from 'lucide-react';
import { chatMessages } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { openDialog } from '../../../lib/dialog-store.ts';
import type { ChatLimits } from '../hooks/use-chat-limits.ts';
import { resetText } from '../lib/quota-day.ts';

// Phones: text and buttons share the card's width instead of stacking (issue 13: room for the chat).
const cardClass =
  'flex flex-wrap items-center gap-2 rounded-xl border border-moon-300/40 bg-night-800/90 p-2.5 text-sm text-slate-100 sm:flex-nowrap sm:gap-3 sm:p-3';

/** The limit's words, when the count resets (free users) and, always, one line of crisis help: a limit is never a dead end (issue 8). */
function LimitText({ text, resets = null }: { text: string; resets?: string | null }) {
  return (
    <div className="min-w-[12rem] flex-1">
      <p className="leading-snug">{text}</p>
      {resets && <p className="text-xs text-slate-300">Your free count {resets}.</p>}
      <p className="mt-0.5 text-[11px] leading-snug text-slate-300 sm:mt-1 sm:text-xs">{chatMessages.crisisLine}</p>
    </div>
  );
}

/** Visitors after their one message (spec section 4): sign up or log in to keep chatting. */
export function SignupPrompt() {
  return (
    <div data-notice className={cardClass}>
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
export function UpgradePrompt({ resetsAt = null }: { resetsAt?: string | null }) {
  return (
    <div data-notice className={cardClass}>
      <Sparkles className="hidden h-5 w-5 shrink-0 text-moon-300 sm:block" aria-hidden />
      <LimitText text={chatMessages.freeLimit} resets={resetsAt ? resetText(resetsAt) : null} />
      <Button size="sm" onClick={() => openDialog('upgrade')}>
        Upgrade
      </Button>
    </div>
  );
}

/** The prompt for the current limit state, or, for free users before the limit, what is left today. */
export function LimitNotice({ limits }: { limits: ChatLimits }) {
  if (limits.prompt === 'signup') return <SignupPrompt />;
  if (limits.prompt === 'upgrade') return <UpgradePrompt resetsAt={limits.resetsAt} />;
  const resets = limits.resetsAt ? resetText(limits.resetsAt) : null;
  if (limits.kind === 'free' && limits.remaining !== null && limits.limit !== null) {
    return (
      <div data-notice className="flex flex-wrap gap-x-1 text-xs text-slate-300">
        <p>
          {limits.remaining} of {limits.limit} free messages left today
        </p>
        {resets && <p>· {resets}</p>}
      </div>
    );
  }
  return null;
}
