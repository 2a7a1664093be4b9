import { transcribeResponseSchema, voiceMessages } from '@luna/contracts';
import { accessToken } from '../../../lib/supabase.ts';

/** GET /api/voice: whether the server can transcribe for browsers without speech recognition. */
export async function voiceCapabilities(): Promise<{ serverTranscription: boolean }> {
  try {
    const res = await fetch('/api/voice', { credentials: 'include' });
    return res.ok ? ((await res.json()) as { serverTranscription: boolean }) : { serverTranscription: false };
  } catch {
    return { serverTranscription: false };
  }
}

/** POST /api/transcribe with a MediaRecorder recording; throws with the message to show. */
export async function transcribeAudio(audio: Blob): Promise<string> {
  const token = await accessToken();
  const form = new FormData();
  form.append('file', audio, 'voice');
  let res: Response;
  try {
    res = await fetch('/api/transcribe', { method: 'POST', body: form, credentials: 'include', headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(voiceMessages.network);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new Error((body as { error?: { message?: string } } | null)?.error?.message ?? voiceMessages.generic);
  return transcribeResponseSchema.parse(body).text;
}
