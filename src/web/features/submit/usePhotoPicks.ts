import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ACCEPTED_BROWSER_TYPES,
  browserImageType,
  MAX_PHOTO_BYTES,
  photoLabel,
  submissionTexts,
  type PhotoKey,
} from '../../../shared/submissions';
import { heicPreview, isHeic } from './heic-preview';
import { checkPhotoQuality, type QualityCheck } from './quality';

export type PhotoPreview = { state: 'ready'; url: string } | { state: 'decoding' } | { state: 'unavailable' };
export type PickedPhoto = { file: File; preview: PhotoPreview; quality: QualityCheck };
export type Picks = Partial<Record<PhotoKey, PickedPhoto>>;
export type Problems = Partial<Record<PhotoKey, string>>;

/** The spec's checks before sending, in its words; null when the file may be sent. */
function photoProblem(label: string, file: File): string | null {
  if (file.size > MAX_PHOTO_BYTES) return submissionTexts.exceedsLimit(label);
  const type = browserImageType(file);
  if (!ACCEPTED_BROWSER_TYPES.has(type)) return submissionTexts.wrongType(label, type);
  return null;
}

function revoke(pick: PickedPhoto | undefined) {
  if (pick?.preview.state === 'ready') URL.revokeObjectURL(pick.preview.url);
}

/**
 * The chosen photos and their previews. Each preview is a blob URL that holds the image in memory until
 * revoked, so every replacement, removal, reset and the page's unmount revokes the one it drops.
 */
export function usePhotoPicks() {
  const [picks, setPicks] = useState<Picks>({});
  const [problems, setProblems] = useState<Problems>({});
  // The latest picks outside React's batching: a HEIC decode finishing later must see what is chosen now.
  const current = useRef<Picks>({});

  const commit = useCallback((next: Picks) => {
    current.current = next;
    setPicks(next);
  }, []);

  const setProblem = useCallback((key: PhotoKey, problem: string | undefined) => {
    setProblems((shown) => ({ ...shown, [key]: problem }));
  }, []);

  const choose = useCallback(
    (key: PhotoKey, file: File) => {
      const problem = photoProblem(photoLabel(key), file);
      setProblem(key, problem ?? undefined);
      if (problem) return; // the refused file is not kept; a photo chosen earlier stays
      revoke(current.current[key]);
      // Updates this photo's entry, unless it was replaced or removed while a decode or check ran.
      const update = (change: Partial<PickedPhoto>) => {
        const pick = current.current[key];
        if (pick?.file === file) commit({ ...current.current, [key]: { ...pick, ...change } });
      };
      if (!isHeic(browserImageType(file))) {
        const preview: PhotoPreview = { state: 'ready', url: URL.createObjectURL(file) };
        commit({ ...current.current, [key]: { file, preview, quality: { state: 'checking' } } });
        // The detector's confidence is worth its time only where the card is seen whole.
        void checkPhotoQuality(file, key === 'front' || key === 'back').then((quality) =>
          update({ quality: quality ? { state: 'done', quality } : { state: 'unavailable' } }),
        );
        return;
      }
      // Browsers other than Safari cannot decode HEIC: the checks measure the preview decoded here instead.
      commit({
        ...current.current,
        [key]: { file, preview: { state: 'decoding' }, quality: { state: 'checking' } },
      });
      heicPreview(file).then(
        ({ url, jpeg, scale }) => {
          if (current.current[key]?.file !== file) return URL.revokeObjectURL(url); // replaced meanwhile
          update({ preview: { state: 'ready', url } });
          void checkPhotoQuality(jpeg, key === 'front' || key === 'back', scale).then((quality) =>
            update({ quality: quality ? { state: 'done', quality } : { state: 'unavailable' } }),
          );
        },
        () => update({ preview: { state: 'unavailable' }, quality: { state: 'unavailable' } }),
      );
    },
    [commit, setProblem],
  );

  const remove = useCallback(
    (key: PhotoKey) => {
      revoke(current.current[key]);
      const { [key]: _removed, ...rest } = current.current;
      commit(rest);
      setProblem(key, undefined);
    },
    [commit, setProblem],
  );

  const reset = useCallback(() => {
    Object.values(current.current).forEach(revoke);
    commit({});
    setProblems({});
  }, [commit]);

  useEffect(() => {
    const held = current;
    return () => Object.values(held.current).forEach(revoke);
  }, []);

  return { picks, problems, choose, remove, reset, setProblem };
}
