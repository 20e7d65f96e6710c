/** A card with its corners numbered as the submit form numbers them: #1 top left to #4 bottom right. */
export function PhotoMap({ side }: { side: 'Front' | 'Back' }) {
  const corners = [
    { n: 1, x: 8, y: 8 },
    { n: 2, x: 112, y: 8 },
    { n: 3, x: 8, y: 152 },
    { n: 4, x: 112, y: 152 },
  ];
  return (
    <svg
      className="photo-map"
      viewBox="0 0 140 180"
      role="img"
      aria-label={`${side} of the card with corners numbered 1 (top left), 2 (top right), 3 (bottom left) and 4 (bottom right)`}
    >
      <rect x="20" y="20" width="100" height="140" rx="6" fill="#eef2ff" stroke="#4338ca" strokeWidth="2" />
      {side === 'Front' ? (
        <rect x="32" y="34" width="76" height="70" rx="2" fill="#c7d2fe" />
      ) : (
        <circle cx="70" cy="90" r="30" fill="#c7d2fe" />
      )}
      <text x="70" y="140" textAnchor="middle" fontSize="13" fill="#1e1b4b" fontWeight="600">
        {side}
      </text>
      {corners.map((c) => (
        <g key={c.n}>
          <circle cx={c.x + 10} cy={c.y + 10} r="11" fill="#f5b83d" stroke="#1e1b4b" strokeWidth="1.5" />
          <text x={c.x + 10} y={c.y + 14.5} textAnchor="middle" fontSize="12" fontWeight="700" fill="#1e1b4b">
            {c.n}
          </text>
        </g>
      ))}
    </svg>
  );
}
