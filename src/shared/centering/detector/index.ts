export { detectCentering, FULL_ART, MIN_CONFIDENCE } from './detect-centering.js';
export type { Box, CenteringDetection, PixelBuffer } from './types.js';
export { inPhotoPixels, MEASURED_LONG_SIDE, measuredSize } from './measured-copy.js';
