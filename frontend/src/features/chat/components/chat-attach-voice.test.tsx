import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMessages, voiceMessages } from '@luna/contracts';
import { useMswServer } from '../../../test/msw.ts';
import { acknowledgeDisclosure, proUser, renderChat, replyEvents, resetChatTestState, sseHeaders, sseStream } from '../test/chat-test-utils.tsx';

// eslint-disable-next-line react-hooks/rules-of-hooks
const server = useMswServer();
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  acknowledgeDisclosure();
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  server.use(
    http.get('/api/sessions', () => HttpResponse.json({ success: true, sessions: [] })),
    http.get(`/api/user/${proUser.id}/details`, () => HttpResponse.json({ success: true, user: { ...proUser, subscription: null } })),
  );
});
afterEach(() => {
  resetChatTestState();
  alertSpy.mockRestore();
  delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
});

const input = () => screen.getByRole('textbox', { name: 'Message Luna' });
const uploaded = {
  success: true,
  filename: 'letter.pdf',
  extractedText: 'Your appointment is on Monday.',
  mimetype: 'application/pdf',
  size: 2048,
  textLength: 30,
  message: 'File processed successfully',
  fileType: 'document',
  truncated: false,
};

describe('attaching a file', () => {
  it('shows the chosen file with its size and state, then sends it as the spec attachment', async () => {
    let chatBody: Record<string, unknown> | null = null;
    server.use(
      http.post('/api/upload', () => HttpResponse.json(uploaded)),
      http.post('/api/chat', async ({ request }) => {
        chatBody = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(sseStream(replyEvents('I read your letter.')), { headers: sseHeaders() });
      }),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await user.upload(screen.getByTestId('attach-input'), new File([new Uint8Array(2048)], 'letter.pdf', { type: 'application/pdf' }));
    const chip = await screen.findByTestId('attachment-chip');
    await waitFor(() => expect(chip).toHaveAttribute('data-status', 'extracted'));
    expect(within(chip).getByText('letter.pdf')).toBeInTheDocument();
    expect(chip).toHaveTextContent('2.0 KB · Ready to send · 30 characters read');

    await user.click(screen.getByRole('button', { name: 'Send message' })); // no text needed with a file
    await waitFor(() => expect(chatBody).not.toBeNull());
    expect(chatBody!.attachment).toEqual({
      content: 'Your appointment is on Monday.',
      filename: 'letter.pdf',
      file_type: 'document',
      mimetype: 'application/pdf',
      file_size: 2048,
    });
    const log = await screen.findByRole('log');
    expect(within(log).getByTestId('message-attachment')).toHaveTextContent(/letter\.pdf\s*· PDF · 2\.0 KB/);
    await waitFor(() => expect(screen.queryByTestId('attachment-chip')).not.toBeInTheDocument());
  });

  it("sends an image's imageId back as image_id, so a model that reads images sees the picture", async () => {
    let chatBody: { attachment?: Record<string, unknown> } | null = null;
    const imageId = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
    server.use(
      http.post('/api/upload', () =>
        HttpResponse.json({ ...uploaded, filename: 'sky.png', extractedText: '', textLength: 0, mimetype: 'image/png', fileType: 'image', imageId }),
      ),
      http.post('/api/chat', async ({ request }) => {
        chatBody = (await request.json()) as typeof chatBody;
        return new HttpResponse(sseStream(replyEvents('What a sky.')), { headers: sseHeaders() });
      }),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await user.upload(screen.getByTestId('attach-input'), new File([new Uint8Array(2048)], 'sky.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByTestId('attachment-chip')).toHaveAttribute('data-status', 'extracted'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(chatBody).not.toBeNull());
    expect(chatBody!.attachment).toMatchObject({ filename: 'sky.png', file_type: 'image', content: '', image_id: imageId });
  });

  it('alerts the spec message for a file over 10MB and uploads nothing', async () => {
    let uploads = 0;
    server.use(http.post('/api/upload', () => (uploads++, HttpResponse.json(uploaded))));
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await user.upload(screen.getByTestId('attach-input'), new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(alertSpy).toHaveBeenCalledWith('File size must be less than 10MB');
    expect(uploads).toBe(0);
    expect(screen.queryByTestId('attachment-chip')).not.toBeInTheDocument();
  });

  it("alerts 'Processing failed: ...' with the server's words and lets the file go", async () => {
    server.use(
      http.post('/api/upload', () =>
        HttpResponse.json({ error: { code: 'unsupported_media_type:upload', message: uploadMessages.unsupported } }, { status: 415 }),
      ),
    );
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await user.upload(screen.getByTestId('attach-input'), new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(`Processing failed: ${uploadMessages.unsupported}`));
    expect(screen.queryByTestId('attachment-chip')).not.toBeInTheDocument();
  });
});

/** A scripted SpeechRecognition: what the test says the browser heard, or the error it raised. */
function scriptRecognition(script: { heard?: string; error?: string }) {
  const made: { lang: string; continuous: boolean }[] = [];
  class FakeRecognition {
    lang = '';
    continuous = false;
    interimResults = true;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      made.push(this);
    }
    stop() {
      if (script.error) this.onerror?.({ error: script.error });
      else this.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: script.heard ?? '' }], { isFinal: true })] });
      this.onend?.();
    }
  }
  (window as { SpeechRecognition?: unknown }).SpeechRecognition = FakeRecognition;
  return made;
}

describe('voice messages', () => {
  it('records in en-US with a timer, then puts the transcript in the input to review', async () => {
    const made = scriptRecognition({ heard: 'I could not sleep again' });
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await user.click(screen.getByRole('button', { name: 'Record voice message' }));
    expect(made[0]).toMatchObject({ lang: 'en-US', continuous: true });
    expect(input()).toHaveAttribute('placeholder', 'Recording your voice message...');
    expect(screen.getByTestId('voice-timer')).toHaveTextContent('0:00');
    expect(screen.getByRole('note')).toHaveTextContent(voiceMessages.vendorNotice);
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await waitFor(() => expect(input()).toHaveValue('I could not sleep again'));
    expect(screen.getByRole('button', { name: 'Record voice message' })).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('says so clearly when the microphone is denied or nothing was heard', async () => {
    scriptRecognition({ error: 'not-allowed' });
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await user.click(screen.getByRole('button', { name: 'Record voice message' }));
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(alertSpy).toHaveBeenCalledWith(voiceMessages.denied);
    scriptRecognition({ error: 'no-speech' });
    await user.click(screen.getByRole('button', { name: 'Record voice message' }));
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(alertSpy).toHaveBeenLastCalledWith(voiceMessages.noSpeech);
    expect(input()).toHaveValue('');
  });

  it('explains that voice needs another browser when there is no recognition and no server transcription', async () => {
    server.use(http.get('/api/voice', () => HttpResponse.json({ serverTranscription: false })));
    const user = userEvent.setup();
    renderChat({ user: proUser });
    await user.click(screen.getByRole('button', { name: 'Record voice message' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(voiceMessages.unsupported));
  });
});
