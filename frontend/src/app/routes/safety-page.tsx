// Placeholder until its owner lands the real page (see the route's issue).
export function SafetyPage() {
  return <main className="p-6">SafetyPage</main>;
}
