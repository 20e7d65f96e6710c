export { assessPhoto, qualityIssues, type PhotoQuality, type QualityIssue } from './assess.js';
export { focusMeasure, glareShare, regionOf, toGray } from './metrics.js';
export { MAX_GLARE, MIN_FILL, MIN_FOCUS, MIN_SHORT_SIDE_PX } from './thresholds.js';
