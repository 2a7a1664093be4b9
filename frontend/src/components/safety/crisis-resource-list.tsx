import { CRISIS_RESOURCES, type CrisisResource } from '@luna/contracts';
import { Globe, MessageSquare, Phone, Siren } from 'lucide-react';
import { useId } from 'react';

/** The icon says how the resource is reached: a call, a text, a web chat; 911 stands apart. */
function ResourceIcon({ href }: { href: string }) {
  const className = 'h-5 w-5 shrink-0 text-moon-300';
  if (href === 'tel:911') return <Siren className={className} aria-hidden="true" />;
  if (href.startsWith('tel:')) return <Phone className={className} aria-hidden="true" />;
  if (href.startsWith('sms:')) return <MessageSquare className={className} aria-hidden="true" />;
  return <Globe className={className} aria-hidden="true" />;
}

function ResourceLink({ resource: { name, action, href } }: { resource: CrisisResource }) {
  const nameId = useId();
  return (
    <a
      href={href}
      aria-describedby={nameId}
      {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="flex min-h-14 items-center gap-3 rounded-xl border border-night-600 bg-night-800/70 px-4 py-3 hover:border-moon-300/60 hover:bg-night-700"
    >
      <ResourceIcon href={href} />
      <span className="flex flex-col">
        <span className="font-medium text-slate-100">{action}</span>
        <span id={nameId} className="text-xs text-slate-400" aria-hidden="true">
          {name}
        </span>
      </span>
    </a>
  );
}

/**
 * The crisis resources (packages/contracts, the one list the server uses too) as large tap
 * targets. Each link is named by its action ("Text HOME to 741741") and described by its service.
 * Shown to everyone, never behind a limit: on the safety page, in the crisis notice and in every
 * error fallback.
 */
export function CrisisResourceList({ className = '' }: { className?: string }) {
  return (
    <ul className={`grid gap-2 sm:grid-cols-2 ${className}`}>
      {CRISIS_RESOURCES.map((resource) => (
        <li key={resource.href}>
          <ResourceLink resource={resource} />
        </li>
      ))}
    </ul>
  );
}
