/** Product constants shared by the server and the browser; the spec's numbers live here and only here. */

export const SITE_NAME = 'Gradewise';

export const CREDITS_PER_SUBMISSION = 1;

export type CreditPack = {
  id: 'single' | 'five';
  credits: number;
  priceCents: number;
  name: string;
};

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'single', credits: 1, priceCents: 449, name: '1 Credit' },
  { id: 'five', credits: 5, priceCents: 1499, name: '5 Credits' },
];

export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Saving of a pack against buying single credits, in whole percent (5 credits: about 33%). */
export function packSavingPercent(pack: CreditPack): number {
  const single = CREDIT_PACKS[0]!;
  const fullPrice = single.priceCents * pack.credits;
  return Math.round(((fullPrice - pack.priceCents) / fullPrice) * 100);
}

export const REQUIRED_PHOTOS = [
  { key: 'front', label: 'Front' },
  { key: 'back', label: 'Back' },
  { key: 'frontTopLeft', label: 'Front Corner #1' },
  { key: 'frontTopRight', label: 'Front Corner #2' },
  { key: 'frontBottomLeft', label: 'Front Corner #3' },
  { key: 'frontBottomRight', label: 'Front Corner #4' },
  { key: 'backTopLeft', label: 'Back Corner #1' },
  { key: 'backTopRight', label: 'Back Corner #2' },
  { key: 'backBottomLeft', label: 'Back Corner #3' },
  { key: 'backBottomRight', label: 'Back Corner #4' },
] as const;

export const EXTRA_PHOTOS = [
  { key: 'extra1', label: 'Extra #1' },
  { key: 'extra2', label: 'Extra #2' },
  { key: 'extra3', label: 'Extra #3' },
  { key: 'extra4', label: 'Extra #4' },
  { key: 'extra5', label: 'Extra #5' },
] as const;

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const ISSUE_CHOICES = [
  'centering',
  'edge whitening',
  'edge damage',
  'corner whitening',
  'corner damage',
  'corner cut',
  'surface damage',
  'surface scratching',
  'surface dents',
] as const;

/** The promise made on the FAQ: most results in 1-2 hours, up to 12 at busy times. */
export const TYPICAL_TURNAROUND_HOURS = 2;
export const MAX_TURNAROUND_HOURS = 12;
