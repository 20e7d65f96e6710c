/**
 * The shape of a list while it loads: grey rows where its entries will be, so the page keeps its layout instead of
 * flashing a line of text; screen readers hear that it is loading.
 */
export function ListSkeleton({ rows = 3, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <div className="list-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row card" aria-hidden="true">
          <span className="skeleton-thumb" />
          <span className="skeleton-lines">
            <span />
            <span />
          </span>
        </div>
      ))}
    </div>
  );
}
