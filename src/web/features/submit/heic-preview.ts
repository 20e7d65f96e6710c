/**
 * Longest side of a preview: a sharp tile on a 3x screen, far less memory than a 12 MP photo, and the size the
 * photo checks measure at (quality.worker.ts), so the same JPEG serves both.
 */
const PREVIEW_SIDE = 1200;

/**
 * Browsers other than Safari cannot show HEIC, so the preview is decoded here with libheif compiled to
 * WebAssembly. It is imported only when a HEIC photo is chosen, so its 2 MB never weigh on the page otherwise.
 * Resolves to a JPEG preview, its blob URL (the caller revokes it) and how many times smaller than the photo it is;
 * rejects if the photo cannot be decoded.
 */
export async function heicPreview(file: Blob): Promise<{ url: string; jpeg: Blob; scale: number }> {
  const { default: decode } = await import('heic-decode');
  const { width, height, data } = await decode({ buffer: new Uint8Array(await file.arrayBuffer()) });
  const full = document.createElement('canvas');
  full.width = width;
  full.height = height;
  // libheif hands back a plain ArrayBuffer, never a shared one, which is what ImageData takes.
  const pixels = new ImageData(data as Uint8ClampedArray<ArrayBuffer>, width, height);
  full.getContext('2d')!.putImageData(pixels, 0, 0);

  const scale = Math.min(1, PREVIEW_SIDE / Math.max(width, height));
  const preview = document.createElement('canvas');
  preview.width = Math.round(width * scale);
  preview.height = Math.round(height * scale);
  preview.getContext('2d')!.drawImage(full, 0, 0, preview.width, preview.height);
  full.width = 0; // frees the full-size bitmap now rather than at the next collection
  const blob = await new Promise<Blob | null>((resolve) => preview.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('The preview could not be encoded.');
  return { url: URL.createObjectURL(blob), jpeg: blob, scale: 1 / scale };
}

export function isHeic(type: string): boolean {
  return type === 'image/heic' || type === 'image/heif';
}
