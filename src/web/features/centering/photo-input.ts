import { useEffect, useRef } from 'react';
import type { Photo } from './tool-state';

/** Loads and decodes a photo at full resolution; the canvas scales it when drawing, never ahead of time. */
export async function loadPhoto(address: string): Promise<Photo> {
  const image = new Image();
  image.decoding = 'async';
  image.src = address;
  await image.decode();
  return { source: image, width: image.naturalWidth, height: image.naturalHeight };
}

/** The spec's rule: only image files are used (the file picker's `accept` is a hint a user can switch off). */
export const isImageFile = (file: File) => file.type.startsWith('image/');

export async function loadPhotoFile(file: File): Promise<Photo> {
  const address = URL.createObjectURL(file);
  try {
    return await loadPhoto(address);
  } finally {
    URL.revokeObjectURL(address);
  }
}

/** The first pasted file, an image first; pasted text is not a file and is ignored. */
function pastedFile(data: DataTransfer | null): File | null {
  const files = Array.from(data?.items ?? []).filter((item) => item.kind === 'file');
  const item = files.find((candidate) => candidate.type.startsWith('image/')) ?? files[0];
  return item?.getAsFile() ?? null;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Pastes anywhere on the page, except into text fields: the review screen that embeds the tool has some. A pasted
 * file that is not an image is passed on too, so the tool can say why it is not used.
 */
export function usePastedImage(onImage: (file: File) => void) {
  const latest = useRef(onImage);
  useEffect(() => {
    latest.current = onImage;
  });
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const file = pastedFile(event.clipboardData);
      if (!file) return;
      event.preventDefault();
      latest.current(file);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, []);
}

/** Writes text to the clipboard; false when the browser refuses (no permission, insecure page, old browser). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
