/** The Gradewise mark: a graded slab with its label. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="6" y="2" width="20" height="28" rx="3" fill="#1e1b4b" />
      <rect x="9" y="5" width="14" height="5" rx="1" fill="#f5b83d" />
      <rect x="9" y="12" width="14" height="15" rx="1" fill="#c7d2fe" />
    </svg>
  );
}
