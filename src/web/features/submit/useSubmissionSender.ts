import { useEffect, useRef, useState } from 'react';
import {
  ALL_PHOTOS,
  photoLabel,
  submissionTexts,
  type PhotoKey,
  type SubmissionSummary,
} from '../../../shared/submissions';
import { ApiError } from '../../api/client';
import { CONNECTION_LOST, sendSubmission } from '../../api/submissions';

export type UploadProgress = { loaded: number; total: number; perPhoto: Partial<Record<PhotoKey, number>> };
export type SendResult =
  | { ok: true; submission: SubmissionSummary }
  /** photoKey: the photo the server refused, whose slot shows the message too. */
  | { ok: false; message: string; photoKey?: PhotoKey | undefined; status: number };

// The server's per-photo refusals already name the photo; they are shown as they come.
const PHOTO_CODES = new Set(['wrong_type', 'unreadable', 'too_large', 'too_many_pixels', 'duplicate_photo']);

/**
 * How much of each photo has been sent. The body is the two text fields, then each photo in order with a
 * few hundred bytes of part headers, so scaling bytes sent by the photos' share of the body is close enough.
 */
function photoShares(sizes: number[], loaded: number, total: number): number[] {
  const photoBytes = sizes.reduce((sum, size) => sum + size, 0);
  let sent = total > 0 ? (loaded * photoBytes) / total : 0;
  return sizes.map((size) => {
    const share = size === 0 ? Number(sent >= 0) : Math.min(1, Math.max(0, sent / size));
    sent -= size;
    return share;
  });
}

/** The photo a refusal names: its messages start with the label ("Front Corner #1 must be..."). */
function photoNamedIn(message: string): PhotoKey | undefined {
  const longestFirst = [...ALL_PHOTOS].sort((a, b) => b.label.length - a.label.length);
  return longestFirst.find((photo) => message.startsWith(`${photo.label} `))?.key;
}

export function useSubmissionSender() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Kept across a lost connection, since that first request may have gone through; new once the server answers.
  const attemptKey = useRef<string | null>(null);

  // Set at once, unlike state: the page may be left in the moment between the answer and the next render.
  const inFlight = useRef(false);

  const sending = progress !== null;
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (inFlight.current) event.preventDefault(); // the browser asks whether to leave mid-upload
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  async function send(
    fields: { cardName: string; cardNumber: string },
    photos: { key: PhotoKey; file: File }[],
    reuse: { from: string; keys: PhotoKey[] } | null = null,
  ): Promise<SendResult | null> {
    if (inFlight.current) return null; // a second click before the button could turn grey
    const sizes = photos.map((photo) => photo.file.size);
    let shares = sizes.map(() => 0);
    setProgress({ loaded: 0, total: sizes.reduce((sum, size) => sum + size, 0), perPhoto: {} });
    inFlight.current = true;
    try {
      const idempotencyKey = (attemptKey.current ??= crypto.randomUUID());
      const submission = await sendSubmission({
        ...fields,
        photos,
        reuse,
        idempotencyKey,
        onProgress: (loaded, total) => {
          shares = photoShares(sizes, loaded, total);
          const perPhoto = Object.fromEntries(photos.map((photo, i) => [photo.key, shares[i]!]));
          setProgress({ loaded, total, perPhoto });
        },
      });
      attemptKey.current = null;
      return { ok: true, submission };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status > 0) attemptKey.current = null;
      return { ok: false, status, ...failure(error, photos, shares) };
    } finally {
      inFlight.current = false;
      setProgress(null);
    }
  }

  return { progress, sending, send };
}

function failure(error: unknown, photos: { key: PhotoKey }[], shares: number[]) {
  if (!(error instanceof ApiError)) {
    return { message: submissionTexts.submitError(error instanceof Error ? error.message : String(error)) };
  }
  if (error.status === 401) return { message: submissionTexts.mustLogIn };
  if (PHOTO_CODES.has(error.code)) return { message: error.message, photoKey: photoNamedIn(error.message) };
  if (error.status === 0) {
    const cutOff = photos[shares.findIndex((share) => share < 1)];
    // Every byte had gone: the answer was lost, not a photo.
    if (!cutOff) return { message: submissionTexts.submitError(CONNECTION_LOST) };
    return { message: submissionTexts.uploadError(photoLabel(cutOff.key), CONNECTION_LOST) };
  }
  return { message: submissionTexts.submitError(error.message) };
}
