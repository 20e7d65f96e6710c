import type { CenteringDrawing } from '../../../shared/centering/drawing';
import { boxOnPhoto, framing } from '../../../shared/centering/perspective';

/**
 * The centering a review states, as SVG shapes over its photo: the card's edge (solid) and the artwork's frame
 * (dashed, so the two differ without colour), lying as the card does: turned, or mapped onto its corners where a
 * photo taken at a slant made it a trapezoid (perspective.ts). The drawing is the photo at some scale (the rendering
 * it was measured on); `photoWidth` brings it to the photo's own pixels, the user space it is drawn in.
 */
export function CenteringShapes({ drawing, photoWidth }: { drawing: CenteringDrawing; photoWidth: number }) {
  const { outer, inner, angleDeg, corners, imageWidth } = drawing;
  // SVG's y runs downwards, as the picture's pixels do: a positive angle turns clockwise, as angleDeg does.
  const frame = framing({ outer, angleDeg, corners });
  const points = (box: CenteringDrawing['outer']) =>
    boxOnPhoto(box, frame)
      .map(({ x, y }) => `${round(x)},${round(y)}`)
      .join(' ');
  return (
    <g className="centering-shapes" transform={`scale(${photoWidth / imageWidth})`} fill="none">
      {/* Lines of a fixed width on screen, however far the photo is zoomed. */}
      <polygon className="centering-outer" points={points(outer)} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
      <polygon
        className="centering-inner"
        points={points(inner)}
        strokeWidth={2.5}
        strokeDasharray="9 5"
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;
