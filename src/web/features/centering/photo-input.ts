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

const isImageFile = (file: File) => file.type.startsWith('image/');

export async function loadPhotoFile(file: File): Promise<Photo | null> {
  if (!isImageFile(file)) return null;
  const address = URL.createObjectURL(file);
  try {
    return await loadPhoto(address);
  } finally {
    URL.revokeObjectURL(address);
  }
}

/** The first image among pasted items; text and other kinds are ignored. */
function pastedImage(data: DataTransfer | null): File | null {
  for (const item of Array.from(data?.items ?? [])) {
    if (item.kind !== 'file' || !item.type.startsWith('image/')) continue;
    const file = item.getAsFile();
    if (file) return file;
  }
  return null;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Pastes anywhere on the page, except into text fields: the review screen that embeds the tool has some. */
export function usePastedImage(onImage: (file: File) => void) {
  const latest = useRef(onImage);
  useEffect(() => {
    latest.current = onImage;
  });
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const file = pastedImage(event.clipboardData);
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
