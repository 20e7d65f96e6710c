import * as api from '../../shared/contract/submissions';
import type { PhotoKey, SubmissionSummary } from '../../shared/submissions';
import { ApiError, apiErrorFrom, call } from './client';

/** A page of the collector's submissions, newest first: the first, or the one after the submission `after`. */
export const fetchSubmissions = (after?: string, limit?: number) =>
  call(api.mySubmissions, { query: { after, limit } });

export const fetchSubmission = (id: string) => call(api.submission, { params: { id } });

export const fetchReportShare = (id: string) => call(api.reportShare, { params: { id } });
export const createReportShare = (id: string) => call(api.createReportShare, { params: { id } });
export const revokeReportShare = (id: string) => call(api.revokeReportShare, { params: { id } });
export const fetchSharedReport = (token: string) => call(api.sharedReport, { params: { token } });

export type SubmissionUpload = {
  cardName: string;
  cardNumber: string;
  /** In the order they are sent; the caller maps bytes sent onto photos with the same order. */
  photos: { key: PhotoKey; file: File }[];
  /** Submitting again: the collector's cancelled submission, and the keys of its photos sent again as they were. */
  reuse?: { from: string; keys: PhotoKey[] } | null;
  /** One per attempt: a retry after a lost connection sends the same key, so the card is never charged twice. */
  idempotencyKey: string;
  onProgress?: (loaded: number, total: number) => void;
};

/** The error for a request that never got an answer (status 0): the upload may or may not have arrived. */
export const CONNECTION_LOST = 'the connection was lost';

/**
 * Sends a card and its photos as one multipart request. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. The text fields go first so the server can refuse a bad form before the photos.
 */
export function sendSubmission(upload: SubmissionUpload): Promise<SubmissionSummary> {
  const body = new FormData();
  body.append('cardName', upload.cardName);
  body.append('cardNumber', upload.cardNumber);
  if (upload.reuse) {
    body.append('reuseFrom', upload.reuse.from);
    body.append('reusePhotos', upload.reuse.keys.join(','));
  }
  for (const photo of upload.photos) body.append(photo.key, photo.file, photo.file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // Same origin, so the session cookie goes along as with fetch's credentials 'same-origin'.
    xhr.open(api.createSubmission.method, api.createSubmission.path);
    xhr.setRequestHeader('Idempotency-Key', upload.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // a proxy's HTML error page: apiErrorFrom words it by status
      }
      if (xhr.status < 200 || xhr.status >= 300) reject(apiErrorFrom(xhr.status, payload));
      else if (isCreated(payload)) resolve(payload.submission);
      else reject(new ApiError(xhr.status, 'unconfirmed', 'Server did not confirm submission creation.'));
    };
    const lost = () => reject(new ApiError(0, 'network', CONNECTION_LOST));
    xhr.onerror = lost;
    xhr.onabort = lost;
    xhr.ontimeout = lost;
    xhr.send(body);
  });
}

function isCreated(payload: unknown): payload is { ok: true; submission: SubmissionSummary } {
  return typeof payload === 'object' && payload !== null && (payload as { ok?: unknown }).ok === true;
}
