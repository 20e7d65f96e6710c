/**
 * Where a photo earns a warning. Chosen on two sets, measured at 900x1200 / 1200 px long side, the size the submit
 * screen analyses:
 *  - synthetic: `npx tsx scripts/photo-quality-thresholds.ts 40`, 40 card photos (tests/synth)
 *    measured sharp, blurred with a Gaussian of sigma 1-8 px, and with a clipped reflection drawn over the card;
 *  - real: `npx tsx scripts/bench/photo-checks-real.ts`, the 20 photos of ../shared/real-photos judged by eye,
 *    measured as the browser does, and again with the card where it was marked by hand; and the 65 development
 *    photos (scripts/centering/dev-photos.ts), judged the same way. Thresholds chosen on the synthetic set alone
 *    warned of glare on 5 of the 20 shared photos.
 * The real blur figures: the same 20 photos blurred with a Gaussian on the 1200 px copy ("sigma" below), or, as
 * a phone would, blurred on the original, with noise (sd 3 levels) and JPEG (quality 85) added ("phone").
 */

/**
 * Focus (see focusMeasure: 1 over the width in px of the sharpest edges) below this warns: edges 4 px wide at the
 * 1200 px copy. Real: sharp min 0.53, median 0.58 (warns 0/20); sigma 1 min 0.40 (0/20), 2 min 0.26 (0/20),
 * 2.5 median 0.25 (9/20), 3 max 0.26 (18/20), 4 max 0.20 (20/20), 6 max 0.13 (20/20); sigma 6 on a 1920x1080
 * original 0.20; phone, sigma 4 or 6 at 1200: median 0.26 (10/20) or 0.22 (16/20), noise breaking up the blurred
 * edges. Synthetic, rendered slightly soft: sharp min 0.37, median 0.49 (0/28); sigma 1 median 0.30 (5/28); 2 and
 * more max 0.21 (28/28). Full-art cards, which the detector refuses so the whole frame is measured: sharp min
 * 0.28 (0/12; smooth art on a smooth background, their one sharp edge the card's own), sigma 1 (10/12), 2 (12/12).
 * Small text smeared past reading warns; a photo merely soft does not.
 */
export const MIN_FOCUS = 0.25;

/**
 * Share of the card's pixels clipped to white, in near-white patches, above which glare warns (background clipped
 * white is left out, and so are halos and specks: see glareShare). Real, with the card found: the shared set's
 * clean photos max 0.0055 (a pokéball's highlight clipped), its two holos with glare 0.0135 and 0.0096 (both warn:
 * holo glare is mostly bright rather than clipped, so only a share of it counts); the development photos' clean
 * ones max 0.0071 (a white border lit brighter, no reflection over the print), the white Magic cards whose halos
 * warned before 0.0056 and 0.0036, a holo under a reflection 0.069. With the card not found (the middle of the
 * frame): clean max 0.0034, holos 0.0069 and 0.0049 (missed); counting the clipped white paper there, as before,
 * gave 0.33-0.71. Synthetic (`scripts/photo-quality-thresholds.ts 40`): scenes without glare p90 0.02 (warns 2/12:
 * artwork peaking at white, clipped), a clipped reflection 3 mm across warns 9/40, 6 mm (median 0.01) 31/40,
 * 10 mm (min 0.02) 40/40.
 */
export const MAX_GLARE = 0.008;

/**
 * Card area over frame area below this warns. Real: Yu-Gi-Oh cards filling a 24 MP portrait frame 0.40-0.50, One
 * Piece close-ups 0.70-0.72; the Pokémon cards on paper 0.17-0.18 of a 1920x1080 frame and one 0.14 of 3264x1836.
 * Those last warn, and should: such a card is 505-770 px across, too few for the grader to see edge wear (they
 * warn of resolution too), and the fix is one step closer. The same share of a 12 MP frame would be some 1200 px
 * across, enough pixels, but still worth the step: a phone's real detail is below its pixel count, and a card
 * twice the size gives the centering measurement twice the pixels per border. The synthetic set, on which the
 * detector is tested, places cards filling 0.31-0.62 of the frame; the detector refuses cards under 30% of the
 * photo's short side.
 */
export const MIN_FILL = 0.25;

/**
 * The card's short side (or, for close-ups, the photo's) in original pixels below which resolution warns. Not
 * for the detector's sake: on the synthetic set its centering error barely grows as the card shrinks (median
 * |left % error| 0.05 with the card 564 px across, 0.09 at 184 px; refusals 2/16 and 5/16). It is for the
 * grader: 800 px is 12.7 px per mm of card, about what it takes to see edge wear when zooming in. Real: the
 * Pokémon cards on paper 505-515 px and 770 px across (warn), a 384x512 photo (warns), the Yu-Gi-Oh and One
 * Piece cards 2400-2940 px.
 */
export const MIN_SHORT_SIDE_PX = 800;
