import { Link, useSearchParams } from 'react-router';
import { fetchQueueHealth } from '../../api/admin';
import { userMessage } from '../../api/client';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useLoaded } from '../../loaded';
import { PAGES, type PagePath } from '../../page-meta';
import { PeopleSearch } from './PeopleSearch';
import { QueueHealthPanel } from './QueueHealthPanel';
import './admin.css';

const HEALTH_FAILED = 'The queue’s health could not be loaded. Please refresh the page.';

/** The console's other pages, reached from here rather than from more tabs (which would not fit on a phone). */
const STAFF_PAGES: PagePath[] = ['/admin/submissions', '/admin/graders', '/admin/audit', '/admin/official-results'];

/** The staff's home: find a person, see how the queue keeps the promise, and go on to the other staff pages. */
export default function ConsolePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  // Each search is an entry in the history, so Back returns to the one before.
  const search = (next: string) => setParams(next ? { q: next } : {});

  return (
    <div className="page staff-console">
      <h1>Staff console</h1>
      <PeopleSearch q={q} onSearch={search} />
      <ConsoleHealth />
      <StaffPages />
    </div>
  );
}

function ConsoleHealth() {
  const [loaded] = useLoaded(fetchQueueHealth);
  if (loaded.state === 'loading') return <ListSkeleton rows={1} label="Loading the queue’s health…" />;
  if (loaded.state === 'error') return <p className="notice error">{userMessage(loaded.error, HEALTH_FAILED)}</p>;
  return <QueueHealthPanel health={loaded.data.health} />;
}

function StaffPages() {
  // Named and described as their own titles and document heads are (page-meta.ts).
  const pages = STAFF_PAGES.map((path) => PAGES.find((page) => page.path === path)!);
  return (
    <nav className="staff-pages" aria-labelledby="staff-pages-title">
      <h2 id="staff-pages-title">Staff pages</h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>{page.name}</Link>
            <p className="fine-print">{page.description}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
