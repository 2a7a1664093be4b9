import Anthropic from '@anthropic-ai/sdk';
import type { ChatProvider, ModelMessage, ModelRequest } from './chat-provider.ts';

export interface AnthropicProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  maxTokens?: number;
}

/** Claude through the official SDK's streaming Messages API. Retries off, as for OpenAI. */
export class AnthropicProvider implements ChatProvider {
  readonly name = 'anthropic';
  private readonly client: Anthropic;

  constructor(private readonly opts: AnthropicProviderOptions) {
    this.client = new Anthropic({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0 });
  }

  async *stream(req: ModelRequest): AsyncIterable<string> {
    const stream = this.client.messages.stream(
      {
        model: this.opts.model,
        max_tokens: this.opts.maxTokens ?? 800,
        system: req.system,
        messages: alternate(req.messages).map(toAnthropic),
      },
      { signal: req.signal },
    );
    for await (const event of stream) {
      if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') yield event.delta.text;
    }
  }
}

/** The Messages API wants user/assistant turns alternating, starting with the user. */
export function alternate(messages: ModelMessage[]): ModelMessage[] {
  const out: ModelMessage[] = [];
  for (const m of messages) {
    const last = out[out.length - 1];
    if (last && last.role === m.role) {
      last.content += `\n\n${m.content}`;
      if (m.images?.length) last.images = [...(last.images ?? []), ...m.images];
    } else if (out.length > 0 || m.role === 'user') out.push({ ...m });
  }
  return out;
}

type ImageMediaType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/** Images go first as base64 image blocks (Anthropic's advice), then the text. */
export function toAnthropic(m: ModelMessage): Anthropic.MessageParam {
  if (m.role === 'assistant' || !m.images?.length) return { role: m.role, content: m.content };
  return {
    role: 'user',
    content: [
      ...m.images.map((i) => ({
        type: 'image' as const,
        source: { type: 'base64' as const, media_type: i.mimetype as ImageMediaType, data: i.base64 },
      })),
      { type: 'text' as const, text: m.content },
    ],
  };
}
