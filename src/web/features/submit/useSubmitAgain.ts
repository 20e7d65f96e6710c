import { useCallback, useEffect, useRef, useState } from 'react';
import { againTexts } from '../../../shared/submit-again';
import type { PhotoKey, SubmissionDetail, SubmissionPhoto } from '../../../shared/submissions';
import { ApiError, userMessage } from '../../api/client';
import { fetchSubmission } from '../../api/submissions';

export type EarlierSubmission =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; submission: SubmissionDetail };

const LOAD_FAILED = 'The cancelled submission could not be loaded.';

/**
 * "Submit again" (/submit?again=<id>): the collector's cancelled submission, and which of its photos are kept to
 * be sent again (all of them at first). `onLoaded` fills in the rest of the form once it has arrived.
 */
export function useSubmitAgain(id: string | null, onLoaded: (earlier: SubmissionDetail) => void) {
  // The answer for one id: a different id is loading until its own answer arrives.
  const [answer, setAnswer] = useState<{ id: string; earlier: EarlierSubmission } | null>(null);
  const [kept, setKept] = useState<ReadonlySet<PhotoKey>>(new Set());
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });

  useEffect(() => {
    if (!id) return;
    let current = true;
    fetchSubmission(id).then(
      ({ submission }) => {
        if (!current) return;
        if (submission.status !== 'CANCELLED') {
          return setAnswer({ id, earlier: { state: 'failed', message: againTexts.notCancelled } });
        }
        setAnswer({ id, earlier: { state: 'ready', submission } });
        setKept(new Set(submission.photos.map((photo) => photo.key as PhotoKey)));
        loaded.current(submission);
      },
      (error: unknown) => {
        if (!current) return;
        const notFound = error instanceof ApiError && error.status === 404;
        const message = notFound ? againTexts.notFound : userMessage(error, LOAD_FAILED);
        setAnswer({ id, earlier: { state: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  const earlier: EarlierSubmission = !id
    ? { state: 'none' }
    : answer?.id === id
      ? answer.earlier
      : { state: 'loading' };
  const photos: Partial<Record<PhotoKey, SubmissionPhoto>> =
    earlier.state === 'ready' ? Object.fromEntries(earlier.submission.photos.map((photo) => [photo.key, photo])) : {};
  const keep = useCallback((key: PhotoKey) => setKept((keys) => new Set([...keys, key])), []);
  const drop = useCallback(
    (key: PhotoKey) => setKept((keys) => new Set([...keys].filter((other) => other !== key))),
    [],
  );
  const from = earlier.state === 'ready' ? earlier.submission.id : null;
  return { earlier, photos, kept, keep, drop, from };
}
