/** Centering in one picture: the border widths left and right (and top and bottom) compared as a split. */
export function CenteringDiagram() {
  return (
    <svg
      className="centering-diagram"
      viewBox="0 0 220 240"
      role="img"
      aria-label="A card whose left border is wider than its right border: 55/45 left to right centering"
    >
      <rect x="30" y="20" width="160" height="210" rx="8" fill="#eef2ff" stroke="#1e1b4b" strokeWidth="2" />
      <rect x="52" y="38" width="120" height="170" rx="3" fill="#c7d2fe" stroke="#4338ca" strokeWidth="2" />
      <line x1="30" y1="120" x2="52" y2="120" stroke="#b45309" strokeWidth="2" />
      <line x1="172" y1="120" x2="190" y2="120" stroke="#b45309" strokeWidth="2" />
      <text x="41" y="112" textAnchor="middle" fontSize="11" fontWeight="700" fill="#1e1b4b">
        L
      </text>
      <text x="181" y="112" textAnchor="middle" fontSize="11" fontWeight="700" fill="#1e1b4b">
        R
      </text>
      <text x="112" y="128" textAnchor="middle" fontSize="20" fontWeight="700" fill="#1e1b4b">
        55/45
      </text>
    </svg>
  );
}
