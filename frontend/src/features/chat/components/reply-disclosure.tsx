/**
 * The AI disclosure the server attaches to a reply (first of a conversation, every 3 hours, when
 * asked). Wide screens show it whole. Phones show its first sentence, the one the law asks for (an
 * AI, not a human), with the rest behind a toggle: the whole text took four lines of a 375 px
 * screen on the first reply (issue 13). Nothing is dropped; the crisis link stays by the input.
 */
export function ReplyDisclosure({ text }: { text: string }) {
  const cut = text.indexOf('. ');
  const first = cut > 0 ? text.slice(0, cut + 1) : text;
  const rest = cut > 0 ? text.slice(cut + 2) : '';
  if (!rest) {
    return (
      <p data-notice className="mb-2 text-xs italic text-moon-300">
        {text}
      </p>
    );
  }
  return (
    <div data-notice className="mb-2 text-xs italic text-moon-300">
      <p className="hidden sm:block">{text}</p>
      <details className="sm:hidden">
        <summary className="cursor-pointer list-none [&::-webkit-details-marker]:hidden">
          {first} <span className="not-italic underline underline-offset-2">More</span>
        </summary>
        <p>{rest}</p>
      </details>
    </div>
  );
}
