import { voiceMessages } from '@luna/contracts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPerson, register } from '../support/accounts.ts';
import { becomePro } from '../support/billing.ts';
import { launchBrowser, newJourney } from '../support/browser.ts';
import { acknowledgeAiNotice, aiMessages, chatInput, conversationLog, sendAndAwaitReply, userMessages } from '../support/chat.ts';
import { screen } from '../support/screens.ts';

/** A two-page letter with a text layer, made here so the test owns its words. */
async function letterPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('The garden club meets on Saturday morning.', { x: 50, y: 760, size: 14, font });
  doc.addPage([595, 842]).drawText('Please bring seeds to share with your neighbours.', { x: 50, y: 760, size: 14, font });
  return Buffer.from(await doc.save());
}

/**
 * A scripted SpeechRecognition, installed before the app loads: Chromium's own needs Google's
 * servers and a microphone. `window.__voiceScript` says what the next recognition does: hear a
 * phrase, or be refused the microphone the way Chrome reports it ('not-allowed').
 */
function installScriptedRecognition() {
  type Script = { kind: 'hear'; text: string } | { kind: 'deny' };
  const w = window as unknown as { __voiceScript: Script; __voiceStarts: { lang: string; continuous: boolean }[]; SpeechRecognition: unknown };
  w.__voiceScript = { kind: 'hear', text: '' };
  w.__voiceStarts = [];
  class ScriptedRecognition {
    lang = '';
    continuous = false;
    interimResults = true;
    onresult: ((e: unknown) => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    private timer = 0;
    start() {
      w.__voiceStarts.push({ lang: this.lang, continuous: this.continuous });
      const script = w.__voiceScript;
      this.timer = window.setTimeout(() => {
        if (script.kind === 'deny') {
          this.onerror?.({ error: 'not-allowed' });
          this.onend?.();
          return;
        }
        const result = Object.assign([{ transcript: script.text, confidence: 0.9 }], { isFinal: true });
        this.onresult?.({ resultIndex: 0, results: [result] });
      }, 1200);
    }
    stop() {
      window.clearTimeout(this.timer);
      window.setTimeout(() => this.onend?.(), 50);
    }
  }
  w.SpeechRecognition = ScriptedRecognition;
}

/** A new person signed in, with the scripted recognizer and every alert's text collected. */
async function signedInWithScriptedVoice(browser: Browser, baseUrl: string, prefix: string) {
  const j = await newJourney(browser, baseUrl);
  await j.context.addInitScript(installScriptedRecognition);
  const alerts: string[] = [];
  j.page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await j.page.goto('/');
  await register(j.page, newPerson(prefix));
  await acknowledgeAiNotice(j.page);
  return { j, alerts };
}

const setVoiceScript = (page: Page, script: { kind: 'hear'; text: string } | { kind: 'deny' }) =>
  page.evaluate((s) => ((window as unknown as { __voiceScript: unknown }).__voiceScript = s), script);

describe('attaching a PDF (Pro)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("reads the PDF's text, the reply speaks of it, and the history shows the file after a reload", async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await register(j.page, newPerson('pdf'));
    await becomePro(j.page);
    await acknowledgeAiNotice(j.page);

    const pdf = await letterPdf();
    await j.page.getByTestId('attach-input').setInputFiles({ name: 'garden club.pdf', mimeType: 'application/pdf', buffer: pdf });
    const chip = j.page.getByTestId('attachment-chip');
    await chip.and(j.page.locator('[data-status="extracted"]')).waitFor({ timeout: 60_000 });
    expect(await chip.innerText()).toContain('garden club.pdf');
    await screen(j.page, 'attach-pdf-1-extracted');

    const reply = await sendAndAwaitReply(j.page, 'The library sent me this.');
    expect(reply).toContain('Thank you for sharing "garden club.pdf" with me: a PDF document');
    expect(reply).toContain('The garden club meets on Saturday morning.');

    await j.page.reload();
    const inHistory = conversationLog(j.page).getByTestId('message-attachment');
    await inHistory.waitFor({ timeout: 15_000 });
    expect(await inHistory.innerText()).toMatch(/garden club\.pdf\s*· PDF ·/);
    expect(await userMessages(j.page).first().innerText()).toContain('The library sent me this.');
    expect(await aiMessages(j.page).first().innerText()).toContain('Saturday morning');
    await screen(j.page, 'attach-pdf-2-history-after-reload');
    await j.context.close();
  }, 180_000);
});

describe('voice messages with the browser speech recognition', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('tells the person once that the browser may send audio to its vendor; the transcript lands in the input and is sent', async () => {
    const { j, alerts } = await signedInWithScriptedVoice(browser, baseUrl, 'voice');
    await setVoiceScript(j.page, { kind: 'hear', text: 'I had a long day at work and I feel tired' });

    await j.page.getByRole('button', { name: 'Record voice message' }).click();
    // The first use: what happens to the audio, before anything is sent anywhere.
    const notice = j.page.getByRole('note').filter({ hasText: voiceMessages.vendorNotice });
    await notice.waitFor();
    await j.page.getByPlaceholder('Recording your voice message...').waitFor();
    await j.page.getByTestId('voice-timer').waitFor();
    await screen(j.page, 'voice-1-recording-first-use-notice');
    expect(await j.page.evaluate(() => (window as unknown as { __voiceStarts: unknown[] }).__voiceStarts)).toEqual([
      { lang: 'en-US', continuous: true },
    ]);

    await j.page.waitForTimeout(1500); // the scripted recognizer hears the phrase after 1.2 s
    await j.page.getByRole('button', { name: 'Stop recording' }).click();
    await expect.poll(() => chatInput(j.page).inputValue()).toBe('I had a long day at work and I feel tired');
    expect(alerts).toEqual([]);
    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'detached' });

    // Nothing was sent by itself: the person reads it, then sends it.
    expect(await userMessages(j.page).count()).toBe(0);
    await j.page.getByRole('button', { name: 'Send message' }).click();
    await aiMessages(j.page).first().waitFor({ timeout: 30_000 });
    expect(await userMessages(j.page).first().innerText()).toContain('I had a long day at work and I feel tired');
    await screen(j.page, 'voice-2-transcript-sent');

    // The notice is shown only the first time.
    await setVoiceScript(j.page, { kind: 'hear', text: 'thank you' });
    await j.page.getByRole('button', { name: 'Record voice message' }).click();
    await j.page.getByRole('button', { name: 'Stop recording' }).waitFor();
    expect(await j.page.getByRole('note').filter({ hasText: voiceMessages.vendorNotice }).count()).toBe(0);
    await j.page.waitForTimeout(1500);
    await j.page.getByRole('button', { name: 'Stop recording' }).click();
    await expect.poll(() => chatInput(j.page).inputValue()).toBe('thank you');
    await j.context.close();
  }, 120_000);

  it('a denied microphone says how to allow it, and the input is left as it was', async () => {
    const { j, alerts } = await signedInWithScriptedVoice(browser, baseUrl, 'voice-denied');
    await chatInput(j.page).fill('Typed before');
    await setVoiceScript(j.page, { kind: 'deny' });

    await j.page.getByRole('button', { name: 'Record voice message' }).click();
    await expect.poll(() => alerts, { timeout: 10_000 }).toEqual([voiceMessages.denied]);
    await j.page.getByRole('button', { name: 'Record voice message' }).waitFor(); // no longer recording
    expect(await chatInput(j.page).inputValue()).toBe('Typed before');
    expect(await chatInput(j.page).getAttribute('placeholder')).not.toBe('Recording your voice message...');
    await screen(j.page, 'voice-3-denied');
    await j.context.close();
  }, 120_000);
});
