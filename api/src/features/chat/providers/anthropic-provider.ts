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
        messages: alternate(req.messages),
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
    if (last && last.role === m.role) last.content += `\n\n${m.content}`;
    else if (out.length > 0 || m.role === 'user') out.push({ ...m });
  }
  return out;
}
