// Placeholder until its owner lands the real page (see the route's issue).
export function SubscribePage() {
  return <main className="p-6">SubscribePage</main>;
}
