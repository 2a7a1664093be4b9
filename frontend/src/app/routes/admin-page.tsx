// Placeholder until its owner lands the real page (see the route's issue).
export function AdminPage() {
  return <main className="p-6">AdminPage</main>;
}
