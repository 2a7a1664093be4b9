/** An inline red message, announced when it appears. */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  return (
    <div aria-live="assertive">
      {message && (
        <p id={id} role="alert" className="rounded-lg border border-red-400/40 bg-red-950/50 px-3 py-2 text-sm text-red-200">
          {message}
        </p>
      )}
    </div>
  );
}
