import { lazy, Suspense } from 'react';

/*
 * react-markdown and its parser are about 35 kB gzip: they load with the first AI reply, not with
 * the page (docs/decisions/095). Until then the reply shows as plain text in the same box, so
 * nothing waits for it.
 */
const MarkdownMessage = lazy(() => import('./markdown-message.tsx').then((m) => ({ default: m.MarkdownMessage })));

export function ReplyText({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap break-words text-sm leading-relaxed sm:text-[0.95rem]">{text}</p>}>
      <MarkdownMessage text={text} />
    </Suspense>
  );
}
