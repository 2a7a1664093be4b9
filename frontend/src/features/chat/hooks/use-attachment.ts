import { useCallback, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES, uploadMessages, type UploadResponse } from '@luna/contracts';
import { uploadFile } from '../api/upload-file.ts';

/** Spec section 4, File: none, selected, processing, extracted. */
export type AttachmentStatus = 'none' | 'selected' | 'processing' | 'extracted';

/** The spec's `attachment` object of POST /api/chat. */
export interface ChatAttachment {
  content: string;
  filename: string;
  file_type: 'image' | 'document';
  mimetype: string;
  file_size: number;
  /** The picture itself goes to the model too, when the model reads images (docs/decisions/022). */
  image_id?: string;
}

export interface AttachmentState {
  status: AttachmentStatus;
  file: File | null;
  result: UploadResponse | null;
}

const NONE: AttachmentState = { status: 'none', file: null, result: null };

/**
 * The chosen file: checked for size at once (spec section 5: alert 'File size must be less than
 * 10MB'), then sent to /api/upload to read its text. Errors alert 'Processing failed: ...' and
 * the file is let go, so the person can pick another.
 */
export function useAttachment(canAttach: boolean) {
  const [state, setState] = useState<AttachmentState>(NONE);
  const abortRef = useRef<AbortController | null>(null);

  const choose = useCallback(
    async (file: File) => {
      if (!canAttach) return window.alert(uploadMessages.signIn);
      if (file.size > UPLOAD_MAX_BYTES) return window.alert(uploadMessages.tooLarge);
      if (file.size === 0) return window.alert(`Processing failed: ${uploadMessages.empty}`);
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setState({ status: 'selected', file, result: null });
      setState({ status: 'processing', file, result: null });
      try {
        const result = await uploadFile(file, controller.signal);
        setState((s) => (s.file === file ? { status: 'extracted', file, result } : s));
      } catch (err) {
        if (controller.signal.aborted) return;
        setState(NONE);
        window.alert(`Processing failed: ${(err as Error).message}`);
      }
    },
    [canAttach],
  );

  const remove = useCallback(() => {
    abortRef.current?.abort();
    setState(NONE);
  }, []);

  const attachment: ChatAttachment | null =
    state.status === 'extracted' && state.result
      ? {
          content: state.result.extractedText,
          filename: state.result.filename,
          file_type: state.result.fileType,
          mimetype: state.result.mimetype,
          file_size: state.result.size,
          ...(state.result.imageId ? { image_id: state.result.imageId } : {}),
        }
      : null;

  return { state, choose, remove, attachment };
}
