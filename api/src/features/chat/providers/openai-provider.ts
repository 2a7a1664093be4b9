import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ChatProvider, ModelMessage, ModelRequest } from './chat-provider.ts';

export interface OpenAIProviderOptions {
  baseURL?: string;
  apiKey?: string;
  model: string;
  maxTokens?: number;
}

/**
 * Any OpenAI-compatible Chat Completions endpoint (OpenAI, a local vLLM/Ollama/llama.cpp
 * server, a gateway), through the official SDK: per the measurements in
 * docs/notes/performance-and-reliability.md 1b it adds about 2 ms to the first token and no more
 * CPU than a raw byte pass-through. Retries are off: on failure the offline companion answers
 * at once, which is better for someone waiting than a silent retry loop.
 */
export class OpenAIProvider implements ChatProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAIProviderOptions) {
    this.client = new OpenAI({
      baseURL: opts.baseURL,
      // Local OpenAI-compatible servers often need no key; the SDK insists on a string.
      apiKey: opts.apiKey ?? 'not-needed',
      maxRetries: 0,
    });
  }

  async *stream(req: ModelRequest): AsyncIterable<string> {
    const stream = await this.client.chat.completions.create(
      {
        model: this.opts.model,
        stream: true,
        max_tokens: this.opts.maxTokens ?? 800,
        messages: [{ role: 'system', content: req.system }, ...req.messages.map(toOpenAI)],
      },
      { signal: req.signal },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) yield text;
    }
  }
}

/** A message with images becomes content parts: the text, then each image as a data URL. */
export function toOpenAI(m: ModelMessage): ChatCompletionMessageParam {
  if (m.role === 'assistant' || !m.images?.length) return { role: m.role, content: m.content };
  return {
    role: 'user',
    content: [
      { type: 'text', text: m.content },
      ...m.images.map((i) => ({ type: 'image_url' as const, image_url: { url: `data:${i.mimetype};base64,${i.base64}` } })),
    ],
  };
}
