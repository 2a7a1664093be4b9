// Placeholder until its owner lands the real page (see the route's issue).
export function AboutPage() {
  return <main className="p-6">AboutPage</main>;
}
