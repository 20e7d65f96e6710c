export { detectCentering, MIN_CONFIDENCE } from './detect-centering.js';
export type { Box, CenteringDetection, PixelBuffer } from './types.js';
