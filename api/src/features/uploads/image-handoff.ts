import { randomUUID } from 'node:crypto';

/** An attached image, re-encoded and bounded by the extraction thread, waiting for its chat turn. */
export interface HandoffImage {
  mimetype: string;
  bytes: Buffer;
}

export interface ImageHandoffOptions {
  /** How long an uploaded image waits for the message it belongs to. */
  ttlMs?: number;
  /** Bytes held across everyone; the oldest images are dropped first. */
  maxTotalBytes?: number;
  /** Images one person may have waiting; a newer one drops their oldest. */
  maxPerUser?: number;
  now?: () => number;
}

interface Entry extends HandoffImage {
  userId: string;
  expires: number;
}

/**
 * Hands an uploaded image from POST /api/upload to the chat turn that sends it, for models that
 * accept images (docs/decisions/022). No plan keeps files, so the bytes stay in this process's
 * memory only until that turn takes them (once) or a few minutes pass; nothing touches disk.
 * An id only works for the account that uploaded the image.
 */
export function createImageHandoff(opts: ImageHandoffOptions = {}) {
  const ttlMs = opts.ttlMs ?? 15 * 60_000;
  const maxTotal = opts.maxTotalBytes ?? 64 * 1024 * 1024;
  const maxPerUser = opts.maxPerUser ?? 3;
  const now = opts.now ?? Date.now;
  // A Map iterates in insertion order: the first entries are the oldest.
  const entries = new Map<string, Entry>();
  let total = 0;

  function drop(id: string) {
    const e = entries.get(id);
    if (!e) return;
    total -= e.bytes.length;
    entries.delete(id);
  }

  function sweep() {
    const t = now();
    for (const [id, e] of entries) if (e.expires <= t) drop(id);
  }

  return {
    put(userId: string, image: HandoffImage): string {
      sweep();
      const mine = [...entries].filter(([, e]) => e.userId === userId);
      for (const [id] of mine.slice(0, Math.max(0, mine.length - maxPerUser + 1))) drop(id);
      for (const [id] of entries) {
        if (total + image.bytes.length <= maxTotal) break;
        drop(id);
      }
      const id = randomUUID();
      entries.set(id, { ...image, userId, expires: now() + ttlMs });
      total += image.bytes.length;
      return id;
    },

    /** The image for this account's turn, removed as it is taken; null if unknown, expired or someone else's. */
    take(userId: string, id: string): HandoffImage | null {
      sweep();
      const e = entries.get(id);
      if (!e || e.userId !== userId) return null;
      drop(id);
      return { mimetype: e.mimetype, bytes: e.bytes };
    },

    /** Bytes held now (tests and the bench). */
    get heldBytes() {
      return total;
    },
  };
}

export type ImageHandoff = ReturnType<typeof createImageHandoff>;
