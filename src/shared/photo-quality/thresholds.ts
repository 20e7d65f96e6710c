/**
 * Where a photo earns a warning. Chosen from `npx tsx scripts/photo-quality-thresholds.ts 40`: 40 synthetic
 * card photos (src/shared/detector/synth) at 900x1200, the size the submit screen analyses, measured sharp,
 * blurred with a Gaussian of sigma 1-8 px, and with a clipped reflection drawn over the card.
 */

/**
 * Focus (see focusMeasure) below this warns. Sharp: min 0.10, p10 0.24, median 0.51 (warns 1 of 40, a near-flat
 * card). Blurred, Gaussian sigma in px: 1 → median 0.29 (warns 4/40); 2 → median 0.15, max 0.28 (15/40);
 * 3 → median 0.10 (31/40); 4 → median 0.08, max 0.14 (37/40); 8 → max 0.08 (40/40). Plainly blurred photos warn;
 * slight blur mostly passes, since warning on it would also catch sharp plain cards.
 */
export const MIN_FOCUS = 0.12;

/**
 * Share of the card's pixels clipped to white above which glare warns. Glare-free photos: p90 0.01, max 0.02
 * (warns 1/12: a white border pushed to clipping by uneven light). A clipped reflection 3 mm across warns 8/40,
 * 6 mm across (median 0.01) 15/40, 10 mm across (min 0.02) 40/40: spots large enough to hide wear warn.
 */
export const MAX_GLARE = 0.015;

/**
 * Card area over frame area below this warns. The synthetic set, on which the detector is tested, places cards
 * filling 0.31-0.62 of the frame; the detector itself refuses cards under 30% of the photo's short side.
 */
export const MIN_FILL = 0.25;

/**
 * The card's short side (or, for close-ups, the photo's) in original pixels below which resolution warns. Not
 * for the detector's sake: on the synthetic set its centering error barely grows as the card shrinks (median
 * |left % error| 0.05 with the card 564 px across, 0.09 at 184 px; refusals 2/16 and 5/16). It is for the
 * grader: 800 px is 12.7 px per mm of card, about what it takes to see edge wear when zooming in.
 */
export const MIN_SHORT_SIDE_PX = 800;
