import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openDialog } from '../../../lib/dialog-store.ts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { sessionsQueryOptions } from '../api/get-sessions.ts';
import { userDetailsQueryOptions } from '../api/get-user-details.ts';
import { userStatusQueryOptions } from '../api/get-user-status.ts';
import { ChatError, ChatLimitError, sendChat } from '../api/send-chat.ts';
import { clientMessageId, localId, toTranscript } from '../lib/chat-message.ts';
import type { ChatAttachment } from './use-attachment.ts';
import type { ChatLimits } from './use-chat-limits.ts';
import type { Conversation } from './use-conversation.ts';

export interface SendFailure {
  message: string;
  detail?: string;
}

/**
 * One chat turn (spec section 4: idle -> waiting for AI -> replied). The user's message shows at
 * once, the reply grows token by token, and on any failure the message comes off the list and
 * `send` resolves false so the input can put the text back: nothing the user typed is lost.
 */
export function useSendMessage(user: LocalUser | null, conversation: Conversation, limits: ChatLimits) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // The id of a message that failed: sending the same text again is a retry, and reuses it, so a
  // message the server stored before the failure is not stored or charged twice.
  const failedRef = useRef<{ key: string; id: string } | null>(null);
  const { sessionId, messages, append, update, remove, assignSession } = conversation;

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = useCallback(
    async (text: string, attachment: ChatAttachment | null = null): Promise<boolean> => {
      const query = text.trim();
      if ((!query && !attachment) || waiting) return false;
      const userMsgId = localId('user');
      const aiId = localId('ai');
      const key = `${query}\u0000${attachment?.filename ?? ''}`;
      const messageId = failedRef.current?.key === key ? failedRef.current.id : clientMessageId();
      failedRef.current = null;
      const controller = new AbortController();
      abortRef.current = controller;
      const history = toTranscript(messages.filter((m) => m.id !== 'greeting'));
      const shown = attachment
        ? { filename: attachment.filename, mimetype: attachment.mimetype, size: attachment.file_size, fileType: attachment.file_type }
        : null;
      append({ id: userMsgId, sender: 'user', message: query, createdAt: new Date().toISOString(), attachment: shown });
      setWaiting(true);
      setFailure(null);
      let aiShown = false;
      const showAi = (patch: { message?: string; disclosure?: string }) => {
        if (!aiShown) {
          aiShown = true;
          append({ id: aiId, sender: 'ai', message: '', createdAt: new Date().toISOString(), streaming: true, ...patch });
        } else update(aiId, () => patch);
      };
      try {
        const reply = await sendChat(
          {
            user_query: query,
            history,
            userId: user?.id ?? null,
            attachment: attachment ?? false,
            clientMessageId: messageId,
            ...(sessionId ? { sessionId } : {}),
          },
          {
            onMeta: (meta) => {
              if (meta.sessionId) assignSession(meta.sessionId);
              if (meta.crisis) openDialog('crisis');
            },
            onToken: (t) => {
              if (!aiShown) showAi({ message: t });
              else update(aiId, (m) => ({ message: m.message + t }));
            },
          },
          controller.signal,
        );
        showAi({});
        update(aiId, () => ({ message: reply.response, crisis: reply.crisis, disclosure: reply.disclosure ?? null, streaming: false }));
        if (reply.sessionId) assignSession(reply.sessionId);
        if (reply.crisis) openDialog('crisis');
        limits.onSent();
        if (user) {
          void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(user.id).queryKey });
          void queryClient.invalidateQueries({ queryKey: userStatusQueryOptions(user.id).queryKey });
          void queryClient.invalidateQueries({ queryKey: userDetailsQueryOptions(user.id).queryKey });
        }
        return true;
      } catch (error) {
        remove([userMsgId, aiId]);
        if (!(error instanceof ChatLimitError)) failedRef.current = { key, id: messageId };
        if (controller.signal.aborted) return false;
        if (error instanceof ChatLimitError) limits.showPrompt(error.prompt);
        else if (error instanceof ChatError) setFailure({ message: error.message, detail: error.detail });
        // fetch itself failed: offline or the server is unreachable.
        else setFailure({ message: 'HTTP Error', detail: 'Please check your connection and try again.' });
        return false;
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setWaiting(false);
      }
    },
    [waiting, messages, append, update, remove, assignSession, sessionId, user, limits, queryClient],
  );

  /** Leaving a conversation mid-reply stops listening to it. */
  const cancel = useCallback(() => {
    abortRef.current?.abort();
    setFailure(null);
  }, []);

  return { send, waiting, failure, dismissFailure: () => setFailure(null), cancel };
}
