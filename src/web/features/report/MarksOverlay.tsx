import type { MouseEvent } from 'react';
import type { Mark } from '../../../shared/marks';

/** A mark with its number in the review's list (1-based), as every view of the marks numbers it. */
export type NumberedMark = Mark & { n: number };

/**
 * The marks of one photo drawn over it: an SVG in the photo's own pixels, laid over the image exactly as
 * `object-fit: contain` lays the image out, so a mark lands on the same spot at any size. A point is a ring, a box a
 * rectangle, each with its number. With `onPlace`, a click on the photo gives the spot in the photo's pixels.
 */
export function MarksOverlay({
  photo,
  marks,
  selected,
  onPlace,
}: {
  photo: { key: string; label: string; width: number; height: number };
  marks: NumberedMark[];
  selected?: number | null;
  onPlace?: (spot: { x: number; y: number }) => void;
}) {
  const shown = marks.filter((mark) => mark.photoKey === photo.key);
  const unit = Math.min(photo.width, photo.height) / 100;
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
      {shown.map((mark) => {
        const strong = mark.n === selected;
        const stroke = { strokeWidth: unit * (strong ? 0.9 : 0.55), vectorEffect: 'none' as const };
        const label = { x: mark.x + mark.width / 2, y: mark.y - unit * 3.2 };
        return (
          <g key={mark.n} className={strong ? 'mark selected' : 'mark'}>
            {mark.width > 0 && mark.height > 0 ? (
              <rect x={mark.x} y={mark.y} width={mark.width} height={mark.height} fill="none" {...stroke} />
            ) : (
              <circle cx={mark.x} cy={mark.y} r={unit * 2.5} fill="none" {...stroke} />
            )}
            <circle cx={label.x} cy={label.y} r={unit * 2.4} className="mark-badge" />
            <text x={label.x} y={label.y} dy="0.35em" textAnchor="middle" fontSize={unit * 3}>
              {mark.n}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
