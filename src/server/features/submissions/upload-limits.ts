import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../http/errors.js';

/**
 * How slowly an upload may arrive before it is dropped: at least UPLOAD_MIN_BYTES in every window (30 s by default,
 * UPLOAD_STALL_SECONDS). A phone on a poor connection sends 10 MiB photos at tens of KiB a second and pauses for
 * seconds; a connection held open by a byte every few seconds (which kept an upload open for good) is far below.
 */
export const UPLOAD_MIN_BYTES = 32 * 1024;

/**
 * Uploads one account may have in progress at once, in one process: the browser sends one card at a time, and a
 * collector with a few tabs open, or a client retrying while an answer is on its way, stays under it.
 */
export const MAX_UPLOADS_PER_USER = 5;

export const UPLOAD_STALLED =
  'The upload stalled: too little arrived for too long. Please check the connection and try again.';
export const TOO_MANY_UPLOADS = `You are already sending ${MAX_UPLOADS_PER_USER} cards. Please wait until one has finished, then try again.`;

export class UploadStalledError extends HttpError {
  constructor() {
    super(408, 'upload_stalled', UPLOAD_STALLED);
  }
}

/**
 * Watches a request's body as it arrives, and ends it with UploadStalledError when a window of `windowMs` brings
 * less than UPLOAD_MIN_BYTES. Returns the function that stops watching. Ending the request makes the multipart parser fail, so the
 * upload's own error path removes its temporary files.
 */
export function watchPace(raw: IncomingMessage, windowMs: number): () => void {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
  };
  raw.on('data', count);
  const timer = setInterval(() => {
    if (received >= UPLOAD_MIN_BYTES) {
      received = 0;
      return;
    }
    stop();
    raw.destroy(new UploadStalledError());
  }, windowMs);
  const stop = () => {
    clearInterval(timer);
    raw.off('data', count);
  };
  return stop;
}

/** Counts each account's uploads in progress; `take` refuses with 429 past MAX_UPLOADS_PER_USER. */
export function uploadSlots(limit = MAX_UPLOADS_PER_USER) {
  const open = new Map<string, number>();
  return {
    take(userId: string): () => void {
      const count = open.get(userId) ?? 0;
      if (count >= limit) throw new HttpError(429, 'too_many_uploads', TOO_MANY_UPLOADS);
      open.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
  };
}
