import Markdown, { type Components } from 'react-markdown';

/** Links leave the chat in a new tab without giving the new page a handle on this one. */
const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer" className="text-moon-300 underline underline-offset-2">
      {children}
    </a>
  ),
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-2 first:mt-0 last:mb-0" {...props} />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-night-950/60 px-1 py-0.5 text-[0.9em]" {...props} />,
};

/**
 * AI replies are Markdown. Raw HTML in a reply is dropped (skipHtml) and react-markdown's default
 * URL filter removes javascript: and other unsafe links, so a reply can never inject markup.
 */
export function MarkdownMessage({ text }: { text: string }) {
  return (
    <div className="break-words text-sm leading-relaxed sm:text-[0.95rem]">
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
}
