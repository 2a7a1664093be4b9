import { useCallback, useEffect, useRef, useState } from 'react';
import { voiceMessages } from '@luna/contracts';
import { readJson, writeJson } from '../../../lib/storage.ts';
import { transcribeAudio, voiceCapabilities } from '../api/transcribe-audio.ts';

/** Spec section 4, Voice: idle, recording (timer counts seconds), stopped. */
export type VoiceStatus = 'idle' | 'recording' | 'stopped';

interface RecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionCtor = new () => RecognitionLike;

const NOTICE_KEY = 'luna_voice_notice_seen';
const isPhone = () => /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

function recognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Speech recognition errors to the voice alerts of spec section 8. */
function alertFor(error: string): string | null {
  if (error === 'not-allowed' || error === 'service-not-allowed' || error === 'NotAllowedError') return voiceMessages.denied;
  if (error === 'no-speech') return voiceMessages.noSpeech;
  if (error === 'network') return voiceMessages.network;
  if (error === 'aborted') return null;
  return voiceMessages.generic;
}

/**
 * Voice input: the browser's speech recognition in en-US (continuous off on phones, spec
 * section 9), or, where there is none, MediaRecorder audio transcribed by the server when it can.
 * The transcript goes to `onTranscript` for the person to read and send; nothing is sent by itself.
 */
export function useVoiceInput(onTranscript: (text: string) => void) {
  const [status, setStatus] = useState<VoiceStatus>('idle');
  const [seconds, setSeconds] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (status !== 'recording') return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [status]);
  useEffect(() => () => stopRef.current?.(), []);

  const firstUse = (text: string) => {
    if (readJson<boolean>(NOTICE_KEY)) return;
    writeJson(NOTICE_KEY, true);
    setNotice(text);
  };

  const fail = (message: string | null) => {
    setStatus('stopped');
    stopRef.current = null;
    if (message) window.alert(message);
  };

  const startRecognition = (Ctor: RecognitionCtor) => {
    firstUse(voiceMessages.vendorNotice);
    const rec = new Ctor();
    rec.lang = 'en-US';
    rec.continuous = !isPhone();
    rec.interimResults = false;
    let text = '';
    let failed = false;
    rec.onresult = (e) => {
      for (let i = e.resultIndex; i < e.results.length; i++) if (e.results[i]!.isFinal) text += `${e.results[i]![0]!.transcript} `;
    };
    rec.onerror = (e) => {
      failed = true;
      fail(alertFor(e.error));
    };
    rec.onend = () => {
      stopRef.current = null;
      setStatus('stopped');
      if (!failed && text.trim()) onTranscript(text.trim());
      else if (!failed) window.alert(voiceMessages.noSpeech);
    };
    stopRef.current = () => rec.stop();
    setSeconds(0);
    setStatus('recording');
    rec.start();
  };

  const startRecorder = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      return fail(alertFor((err as Error).name));
    }
    firstUse(voiceMessages.serverNotice);
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    recorder.onstop = async () => {
      stream.getTracks().forEach((t) => t.stop());
      setStatus('stopped');
      try {
        onTranscript(await transcribeAudio(new Blob(chunks, { type: recorder.mimeType })));
      } catch (err) {
        window.alert((err as Error).message);
      }
    };
    stopRef.current = () => recorder.stop();
    setSeconds(0);
    setStatus('recording');
    recorder.start();
  };

  const toggle = useCallback(async () => {
    if (stopRef.current) {
      stopRef.current();
      stopRef.current = null;
      return;
    }
    const Ctor = recognitionCtor();
    if (Ctor) return startRecognition(Ctor);
    const canRecord = typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
    if (canRecord && (await voiceCapabilities()).serverTranscription) return startRecorder();
    window.alert(voiceMessages.unsupported);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onTranscript]);

  return { status, seconds, recording: status === 'recording', toggle, notice, dismissNotice: () => setNotice(null) };
}
