import type { CenteringDrawing } from '../../../shared/centering/drawing';

/**
 * The centering a review states, as SVG shapes over its photo: the card's edge (solid) and the artwork's frame
 * (dashed, so the two differ without colour), turned as the card lies. The drawing is the photo at some scale (the
 * rendering it was measured on); `photoWidth` brings it to the photo's own pixels, the user space it is drawn in.
 */
export function CenteringShapes({ drawing, photoWidth }: { drawing: CenteringDrawing; photoWidth: number }) {
  const { outer, inner, angleDeg, imageWidth } = drawing;
  const centre = { x: outer.x + outer.width / 2, y: outer.y + outer.height / 2 };
  return (
    // SVG turns clockwise on screen for a positive angle, as angleDeg does.
    <g
      className="centering-shapes"
      transform={`scale(${photoWidth / imageWidth}) rotate(${angleDeg} ${centre.x} ${centre.y})`}
      fill="none"
    >
      {/* Lines of a fixed width on screen, however far the photo is zoomed. */}
      <rect className="centering-outer" {...outer} strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
      <rect
        className="centering-inner"
        {...inner}
        strokeWidth={2.5}
        strokeDasharray="9 5"
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
}
