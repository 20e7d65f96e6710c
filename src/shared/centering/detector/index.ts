export { detectCentering, MIN_CONFIDENCE } from './detect-centering.js';
export { FULL_ART, SLEEVE } from './refusals.js';
export type { Box, CardSide, CenteringDetection, Corners, PixelBuffer } from './types.js';
export { inPhotoPixels, MEASURED_LONG_SIDE, measuredSize } from './measured-copy.js';
