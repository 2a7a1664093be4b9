import type { ChatStreamData, ChatStreamEventName } from '@luna/contracts';
import type { FastifyReply } from 'fastify';

/** Comment lines keep idle proxies (and the browser) from closing a long generation. */
export const SSE_KEEPALIVE_MS = 15_000;

export interface SseStream {
  /** Only the events of the chat-stream contract, with their data's shape (packages/contracts). */
  send<E extends ChatStreamEventName>(event: E, data: ChatStreamData<E>): void;
  end(): void;
  /** Aborts when the client goes away before the stream ended. */
  signal: AbortSignal;
}

/**
 * Opens a server-sent-events response on a hijacked reply. Headers go out at once (Node would
 * otherwise hold them until the first body write, and the client and any proxy would see
 * nothing until the first token); `x-accel-buffering: no` and `cache-control: no-cache` stop
 * reverse proxies from buffering. A closed connection aborts `signal`, which the caller wires
 * to the model request (docs/notes/performance-and-reliability.md 1b).
 */
export function openSse(reply: FastifyReply, extraHeaders: Record<string, string | string[]> = {}): SseStream {
  reply.hijack();
  const res = reply.raw;
  const controller = new AbortController();
  const headers: Record<string, string | string[] | number> = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string;
  res.writeHead(200, {
    ...headers,
    ...extraHeaders,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  const keepalive = setInterval(() => res.write(': keep-alive\n\n'), SSE_KEEPALIVE_MS);
  keepalive.unref();
  res.on('close', () => {
    clearInterval(keepalive);
    if (!res.writableFinished) controller.abort(new Error('client closed the stream'));
  });
  let ended = false;
  return {
    signal: controller.signal,
    send(event, data) {
      if (ended || res.destroyed) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      ended = true;
      clearInterval(keepalive);
      if (!res.destroyed) res.end();
    },
  };
}
