/**
 * Ends a sentence that closes on a name: "Sammy Davis Jr." already ends with its period, so a
 * second one is not added ("Jr.." read as a typo in the welcome toast, issue 13).
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
