import type { ReactNode } from 'react';

/** A titled section of a text page (safety, privacy): an h2 that names its region. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-moon-200">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-200">{children}</div>
    </section>
  );
}
