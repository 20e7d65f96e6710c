import type { MouseEvent } from 'react';
import type { Mark } from '../../../shared/marks';

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
}: {
  photo: PhotoSize;
  marks: NumberedMark[];
  selected?: number | null;
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
            <g key={mark.n} className={strong ? 'mark selected' : 'mark'}>
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
            </g>
          );
        })}
    </g>
  );
}

/**
 * The marks drawn over a photo shown as an `<img>`: an SVG in the photo's own pixels, laid over the image exactly as
 * `object-fit: contain` lays the image out, so a mark lands on the same spot at any size. With `onPlace`, a click on
 * the photo gives the spot in the photo's pixels.
 */
export function MarksOverlay({
  photo,
  marks,
  selected,
  onPlace,
}: {
  photo: PhotoSize;
  marks: NumberedMark[];
  selected?: number | null;
  onPlace?: (spot: { x: number; y: number }) => void;
}) {
  const place = (event: MouseEvent<SVGSVGElement>) => {
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!onPlace || !matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    if (point.x < 0 || point.y < 0 || point.x > photo.width || point.y > photo.height) return;
    onPlace({ x: Math.round(point.x), y: Math.round(point.y) });
  };
  return (
    <svg
      className={`marks-overlay${onPlace ? ' placing' : ''}`}
      viewBox={`0 0 ${photo.width} ${photo.height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      onClick={place}
    >
      <MarkShapes photo={photo} marks={marks} selected={selected} />
    </svg>
  );
}
