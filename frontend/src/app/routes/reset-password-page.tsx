// Placeholder until its owner lands the real page (see the route's issue).
export function ResetPasswordPage() {
  return <main className="p-6">ResetPasswordPage</main>;
}
