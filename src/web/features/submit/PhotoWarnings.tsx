import { qualityIssues, type PhotoQuality, type QualityIssue } from '../../../shared/photo-quality/index';
import type { QualityCheck } from './quality';

/** Each problem in plain words, with what to do about it. */
const advice: Record<QualityIssue, (label: string, quality: PhotoQuality) => string> = {
  blur: (label) => `${label} looks blurry: hold the phone steady and tap to focus.`,
  glare: (label) => `${label} has glare on the card: tilt the card a little or move away from direct light.`,
  edges: (label) =>
    `We could not find the card's edges in ${label}: lay it on a plain background that contrasts with its border, all four edges in view.`,
  fill: (label) => `The card is small in ${label}: move closer so it fills most of the photo.`,
  resolution: (label, quality) =>
    `${label} is low resolution (${quality.cardMeasured ? 'the card is ' : ''}${quality.shortSidePx} px across): move closer or use the phone's main camera.`,
};

function qualityWarnings(label: string, quality: PhotoQuality): string[] {
  return qualityIssues(quality).map((issue) => advice[issue](label, quality));
}

/**
 * The checks' findings beside a photo. Advice only: the photo is kept and can be sent as it is, so these never
 * mark the input invalid; a status region, so a screen reader hears them without being interrupted.
 */
export function PhotoWarnings({ id, label, check }: { id: string; label: string; check: QualityCheck }) {
  if (check.state === 'unavailable') return null;
  const warnings = check.state === 'done' ? qualityWarnings(label, check.quality) : [];
  return (
    <div id={id} className="photo-slot-warnings" role="status">
      {check.state === 'checking' ? (
        <p className="fine-print">Checking the photo…</p>
      ) : warnings.length === 0 ? (
        <p className="fine-print">{label} looks good.</p>
      ) : (
        <ul>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
