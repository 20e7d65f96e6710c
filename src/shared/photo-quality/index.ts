export {
  assessPhoto,
  checkRegions,
  measurePhoto,
  qualityIssues,
  type PhotoQuality,
  type QualityIssue,
} from './assess.js';
export { cardRegion, focusMeasure, frameRegion, glareShare, toGray, type Region } from './metrics.js';
export { MAX_GLARE, MIN_FILL, MIN_FOCUS, MIN_SHORT_SIDE_PX } from './thresholds.js';
