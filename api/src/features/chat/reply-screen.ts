/**
 * Screens a streamed reply one sentence at a time before any of it reaches the person.
 *
 * Why sentences: screening only the finished reply would mean no progressive streaming (the
 * person waits for the whole answer), while passing raw tokens would show harmful text before
 * it could be judged. A sentence is the smallest unit the output screen can judge with context,
 * and a reply's first sentence arrives within a few hundred milliseconds. Each check covers the
 * whole reply so far, so a problem that spans sentences is still caught; what was released
 * before stays released, and the caller replaces the reply (done.response) on a failure.
 */
export type ReplyScreen = (text: string) => { ok: boolean; reason?: string };

/** End of a sentence: terminal punctuation (with closing quotes/brackets) and whitespace, or a newline. */
const BOUNDARY = /[.!?…]+["'”’)\]]*\s+|\n+/g;
/** Text without any boundary is released at a word break once it grows this long. */
const MAX_HELD_CHARS = 280;

export class IncrementalReplyScreen {
  private approved = '';
  private held = '';
  private failed = false;

  constructor(private readonly screen: ReplyScreen) {}

  /** Adds streamed text; returns the text now safe to send ('' while a sentence is open). */
  push(piece: string): { release: string; blocked: boolean } {
    if (this.failed) return { release: '', blocked: true };
    this.held += piece;
    const cut = this.cutPoint();
    if (cut <= 0) return { release: '', blocked: false };
    return this.approve(this.held.slice(0, cut), this.held.slice(cut));
  }

  /** The stream ended: screens and releases whatever is still held. */
  finish(): { release: string; blocked: boolean } {
    if (this.failed) return { release: '', blocked: true };
    if (!this.held) return { release: '', blocked: false };
    return this.approve(this.held, '');
  }

  /** Everything released so far. */
  get text(): string {
    return this.approved;
  }

  private approve(candidate: string, rest: string) {
    const verdict = this.screen(this.approved + candidate);
    if (!verdict.ok) {
      this.failed = true;
      this.held = '';
      return { release: '', blocked: true };
    }
    this.approved += candidate;
    this.held = rest;
    return { release: candidate, blocked: false };
  }

  private cutPoint(): number {
    let cut = 0;
    for (const m of this.held.matchAll(BOUNDARY)) cut = m.index + m[0].length;
    if (cut > 0 || this.held.length < MAX_HELD_CHARS) return cut;
    const space = this.held.lastIndexOf(' ');
    return space > 0 ? space + 1 : this.held.length;
  }
}
