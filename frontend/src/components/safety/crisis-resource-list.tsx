import { Globe, MessageSquare, Phone, Siren, type LucideIcon } from 'lucide-react';

export interface CrisisResource {
  name: string;
  action: string;
  href: string;
  icon: LucideIcon;
}

/**
 * The crisis resources docs/design.md names, each one tap away: many people in crisis cannot speak on
 * the phone, so text and chat sit beside the call. Shown to everyone, never behind a limit.
 */
export const CRISIS_RESOURCES: CrisisResource[] = [
  { name: '988 Suicide & Crisis Lifeline', action: 'Call 988', href: 'tel:988', icon: Phone },
  { name: '988 Suicide & Crisis Lifeline', action: 'Text 988', href: 'sms:988', icon: MessageSquare },
  { name: '988 Lifeline Chat', action: 'Chat at 988lifeline.org', href: 'https://988lifeline.org/chat/', icon: Globe },
  { name: 'Crisis Text Line', action: 'Text HOME to 741741', href: 'sms:741741?&body=HOME', icon: MessageSquare },
  { name: 'Emergency services', action: 'Call 911 if you are in immediate danger', href: 'tel:911', icon: Siren },
];

/** The resources as a list of large tap targets (each link is named by its action and service). */
export function CrisisResourceList({ className = '' }: { className?: string }) {
  return (
    <ul className={`grid gap-2 sm:grid-cols-2 ${className}`}>
      {CRISIS_RESOURCES.map(({ name, action, href, icon: Icon }) => (
        <li key={href}>
          <a
            href={href}
            {...(href.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})}
            className="flex min-h-14 items-center gap-3 rounded-xl border border-night-600 bg-night-800/70 px-4 py-3 hover:border-moon-300/60 hover:bg-night-700"
          >
            <Icon className="h-5 w-5 shrink-0 text-moon-300" aria-hidden="true" />
            <span className="flex flex-col">
              <span className="font-medium text-slate-100">{action}</span>
              <span className="text-xs text-slate-400">{name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
