import { voiceMessages } from '@luna/contracts';
import { apiRequest, apiUpload, HttpError } from '../../../lib/api-client.ts';

/** GET /api/voice: whether the server can transcribe for browsers without speech recognition. */
export async function voiceCapabilities(): Promise<{ serverTranscription: boolean }> {
  try {
    return await apiRequest('GET', '/api/voice', (s) => s.voiceCapabilitiesSchema);
  } catch {
    return { serverTranscription: false };
  }
}

/** POST /api/transcribe with a MediaRecorder recording; throws with the message to show. */
export async function transcribeAudio(audio: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', audio, 'voice');
  try {
    return (await apiUpload('/api/transcribe', form, (s) => s.transcribeResponseSchema)).text;
  } catch (err) {
    if (err instanceof HttpError) throw new Error(err.apiError?.message ?? voiceMessages.generic);
    throw new Error(err instanceof TypeError ? voiceMessages.network : voiceMessages.generic);
  }
}
