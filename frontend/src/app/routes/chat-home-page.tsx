// Placeholder until its owner lands the real page (see the route's issue).
export function ChatHomePage() {
  return <main className="p-6">ChatHomePage</main>;
}
