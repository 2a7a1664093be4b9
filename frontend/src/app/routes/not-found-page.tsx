// Placeholder until its owner lands the real page (see the route's issue).
export function NotFoundPage() {
  return <main className="p-6">NotFoundPage</main>;
}
