import type { ChatStreamEvent } from '@luna/contracts';
import { loadSchemas } from './api-client.ts';

export interface SseEvent {
  event: string;
  data: string;
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * Reads a text/event-stream body event by event (the HTML living-standard framing: blank line
 * between events, `event:` and `data:` fields, `:` comments). EventSource cannot POST, so the
 * chat reads the fetch body itself.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer = (buffer + decoder.decode(value, { stream: !done })).replace(/\r\n/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const event = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) yield event;
      }
      if (done) break;
    }
    const last = parseBlock(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

/** A chat-stream event the contract does not describe, or one whose data is not valid JSON. */
export class StreamShapeError extends Error {
  override name = 'StreamShapeError';
  constructor(readonly event: string) {
    super(`The chat stream sent a "${event}" event this app cannot read`);
  }
}

/**
 * The chat reply's events, each parsed with the contract's union (packages/contracts
 * chat-stream.ts), the same the server writes with. An event name the contract does not know is
 * skipped, so a newer server may add one; a known event with the wrong shape throws.
 */
export async function* readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  // The schema chunk (lib/schemas.ts) is requested after the first paint; wait for it if need be.
  const { chatStreamEventSchema } = await loadSchemas();
  const known = new Set<string>(chatStreamEventSchema.options.map((o) => o.shape.event.value));
  for await (const { event, data } of readSse(body)) {
    if (!known.has(event)) continue;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      throw new StreamShapeError(event);
    }
    const parsed = chatStreamEventSchema.safeParse({ event, data: json });
    if (!parsed.success) throw new StreamShapeError(event);
    yield parsed.data;
  }
}
