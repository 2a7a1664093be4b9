/**
 * Which configured models are sent images (docs/decisions/022). AI_VISION=on or off says so
 * outright (a local server serving a vision model, or a gateway that refuses images); 'auto'
 * trusts this list of model families known to accept images, and assumes any other model does not.
 */

// Used only when AI_MODEL is not set; operators should name the model they pay for.
export const DEFAULT_AI_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' } as const;

/** Every Claude since the 3 family reads images; 2.x and Instant did not. */
const ANTHROPIC_VISION = /^claude-(?!2|instant)/i;
/** OpenAI chat models that take image_url parts; the o1/o3 minis and gpt-3.5/gpt-4 (0613) do not. */
const OPENAI_VISION = /^(chatgpt-4o|gpt-4o|gpt-4\.1|gpt-4\.5|gpt-4-turbo|gpt-5|o1(?!-mini)|o3(?!-mini)|o4-mini)/i;

export function acceptsImages(provider: 'offline' | 'openai' | 'anthropic', model: string | undefined, setting: 'auto' | 'on' | 'off'): boolean {
  if (provider === 'offline' || setting === 'off') return false;
  if (setting === 'on') return true;
  const name = model ?? DEFAULT_AI_MODELS[provider];
  return (provider === 'anthropic' ? ANTHROPIC_VISION : OPENAI_VISION).test(name);
}
