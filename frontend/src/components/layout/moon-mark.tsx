/** The crescent moon mark (same shape as public/moon.svg), decorative: the name beside it is the label. */
export function MoonMark({ className = 'h-7 w-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" className="fill-night-800" />
      <path d="M40 12a22 22 0 1 0 12 30A18 18 0 0 1 40 12z" className="fill-moon-300" />
    </svg>
  );
}
