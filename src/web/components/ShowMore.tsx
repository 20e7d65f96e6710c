import { userMessage } from '../api/client';
import type { PagedList } from '../paged-list';

/**
 * The button under a paged list that loads its next page; gone when everything is shown. It keeps the focus
 * while the page loads, so a keyboard user goes on from where they were.
 */
export function ShowMore({
  onClick,
  more,
  label,
  failed,
}: {
  onClick: (() => void) | null;
  more: PagedList<unknown>['more'];
  label: string;
  failed: string;
}) {
  if (!onClick) return null;
  const loading = more.state === 'loading';
  return (
    <div className="show-more">
      <button type="button" className="button ghost" onClick={onClick} aria-disabled={loading}>
        {loading ? 'Loading…' : label}
      </button>
      {more.state === 'error' && (
        <p className="notice error" role="alert">
          {userMessage(more.error, failed)}
        </p>
      )}
    </div>
  );
}
