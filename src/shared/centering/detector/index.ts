export { detectCentering, MIN_CONFIDENCE } from './detect-centering.js';
export { CARD_EDGE_UNCLEAR, FULL_ART, SLEEVE, UNLIKE_THE_OTHERS } from './refusals.js';
export type { Box, CardSide, CenteringDetection, Corners, PixelBuffer } from './types.js';
export { inPhotoPixels, MEASURED_LONG_SIDE, measuredSize } from './measured-copy.js';
