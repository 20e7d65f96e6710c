import { useRef, type MouseEvent, type PointerEvent } from 'react';
import type { Mark } from '../../../shared/marks';
import type { Drag } from '../review/marking';

/** A mark with its number in the review's list (1-based), as every view of the marks numbers it. */
export type NumberedMark = Mark & { n: number };

type PhotoSize = { key: string; label: string; width: number; height: number };

/**
 * The marks of one photo as SVG shapes in the photo's own pixels: a point is a ring, a box a rectangle, each with its
 * number. Drawn inside any SVG whose user space is the photo's pixels.
 */
export function MarkShapes({
  photo,
  marks,
  selected,
  onGrab,
  onChoose,
}: {
  photo: PhotoSize;
  marks: NumberedMark[];
  selected?: number | null;
  /** Makes the marks draggable: a mark was grabbed to move it, or a box by its corner to resize it. */
  onGrab?: (event: PointerEvent<SVGGElement>, mark: NumberedMark, kind: 'move' | 'resize') => void;
  /** Makes the marks clickable: a mark was chosen (on the report, to zoom to it). */
  onChoose?: (n: number) => void;
}) {
  const unit = Math.min(photo.width, photo.height) / 100;
  return (
    <g className="mark-shapes">
      {marks
        .filter((mark) => mark.photoKey === photo.key)
        .map((mark) => {
          const strong = mark.n === selected;
          // A fixed width on screen, however far the photo is zoomed.
          const stroke = (line: 'mark-halo' | 'mark-line') => ({
            strokeWidth: (strong ? 4 : 2.5) + (line === 'mark-halo' ? 2.5 : 0),
            vectorEffect: 'non-scaling-stroke' as const,
          });
          const label = { x: mark.x + mark.width / 2, y: mark.y - unit * 3.2 };
          return (
            <g
              key={mark.n}
              className={`mark${strong ? ' selected' : ''}${onGrab ? ' draggable' : ''}${onChoose ? ' choosable' : ''}`}
              onPointerDown={onGrab && ((event) => onGrab(event, mark, 'move'))}
              onClick={onChoose && (() => onChoose(mark.n))}
            >
              {/* Drawn twice, dark and wide under the colour, so a mark reads on a yellow border as on a dark one. */}
              {(['mark-halo', 'mark-line'] as const).map((line) =>
                mark.width > 0 && mark.height > 0 ? (
                  <rect
                    key={line}
                    className={line}
                    x={mark.x}
                    y={mark.y}
                    width={mark.width}
                    height={mark.height}
                    fill="none"
                    {...stroke(line)}
                  />
                ) : (
                  <circle
                    key={line}
                    className={line}
                    cx={mark.x}
                    cy={mark.y}
                    r={unit * 2.5}
                    fill="none"
                    {...stroke(line)}
                  />
                ),
              )}
              <circle cx={label.x} cy={label.y} r={unit * 2.4} className="mark-badge" />
              <text x={label.x} y={label.y} dy="0.35em" textAnchor="middle" fontSize={unit * 3}>
                {mark.n}
              </text>
              {onGrab && mark.width > 0 && mark.height > 0 && (
                <rect
                  className="mark-handle"
                  x={mark.x + mark.width - unit * 1.5}
                  y={mark.y + mark.height - unit * 1.5}
                  width={unit * 3}
                  height={unit * 3}
                  onPointerDown={(event) => {
                    event.stopPropagation(); // a resize, not a move of the whole mark
                    onGrab(event, mark, 'resize');
                  }}
                />
              )}
            </g>
          );
        })}
    </g>
  );
}

/** Where a pointer is, in the user space (the photo's pixels) of the SVG it is over. */
function pointIn(svg: SVGSVGElement, event: { clientX: number; clientY: number }) {
  const matrix = svg.getScreenCTM();
  return matrix ? new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse()) : null;
}

/**
 * The marks drawn over a photo shown as an `<img>`: an SVG in the photo's own pixels, laid over the image exactly as
 * `object-fit: contain` lays the image out, so a mark lands on the same spot at any size. With `onPlace`, a click on
 * the photo gives the spot in the photo's pixels; with `onDrag`, a mark follows the pointer while it is dragged (and
 * a box's corner resizes it), each step given as the drag so far.
 */
export function MarksOverlay({
  photo,
  marks,
  selected,
  onPlace,
  onDrag,
}: {
  photo: PhotoSize;
  marks: NumberedMark[];
  selected?: number | null;
  onPlace?: (spot: { x: number; y: number }) => void;
  onDrag?: (n: number, drag: Drag, to: { x: number; y: number }) => void;
}) {
  const dragging = useRef<{ n: number; drag: Drag } | null>(null);
  // The click that ends a press on a mark (a drag, or a click on it) must not place a new mark there. The pointer is
  // captured, so that click reaches the SVG, not the mark: the press is remembered instead.
  const pressedMark = useRef(false);
  const place = (event: MouseEvent<SVGSVGElement>) => {
    if (pressedMark.current) {
      pressedMark.current = false;
      return;
    }
    const point = pointIn(event.currentTarget, event);
    if (!onPlace || !point) return;
    if (point.x < 0 || point.y < 0 || point.x > photo.width || point.y > photo.height) return;
    onPlace({ x: Math.round(point.x), y: Math.round(point.y) });
  };
  const grab = (event: PointerEvent<SVGGElement>, mark: NumberedMark, kind: Drag['kind']) => {
    const svg = event.currentTarget.ownerSVGElement;
    const from = svg && pointIn(svg, event);
    if (!svg || !from) return;
    event.stopPropagation(); // not the start of a swipe to the next photo
    svg.setPointerCapture(event.pointerId);
    dragging.current = { n: mark.n, drag: { kind, from: { x: from.x, y: from.y }, start: mark } };
    pressedMark.current = true;
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    const current = dragging.current;
    const to = current && pointIn(event.currentTarget, event);
    if (!current || !to || !onDrag) return;
    onDrag(current.n, current.drag, { x: to.x, y: to.y });
  };
  const release = (event: PointerEvent<SVGSVGElement>) => {
    if (!dragging.current) return;
    event.stopPropagation();
    dragging.current = null;
  };
  return (
    <svg
      className={`marks-overlay${onPlace ? ' placing' : ''}`}
      viewBox={`0 0 ${photo.width} ${photo.height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      onClick={place}
      // A press off the marks (theirs stop here) starts afresh, should a press on a mark have ended without a click.
      onPointerDown={() => (pressedMark.current = false)}
      onPointerMove={onDrag && move}
      onPointerUp={onDrag && release}
      onPointerCancel={onDrag && release}
    >
      <MarkShapes photo={photo} marks={marks} selected={selected} onGrab={onDrag && grab} />
    </svg>
  );
}
