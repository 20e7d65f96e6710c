import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { searchUsers, type AdminUser } from '../../api/admin';
import { userMessage } from '../../api/client';
import { FormField } from '../../components/FormField';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useLoaded } from '../../loaded';
import { ROLE_LABELS, fullName, plural } from './format';

const SEARCH_FAILED = 'The search did not go through. Please try again.';

/** The search box over the people found for `q` (the address's ?q=, so Back returns to a search). */
export function PeopleSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  // Back or Forward changes the address's query under the box: the box follows it.
  const [searched, setSearched] = useState(q);
  if (q !== searched) {
    setSearched(q);
    setText(q);
  }
  const titleId = useId();
  const find = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>Find a person</h2>
      <form className="people-search" role="search" aria-labelledby={titleId} onSubmit={find}>
        <FormField
          label="Username, e-mail, support ID or card ID"
          hint="The start of a username or e-mail is enough; a support ID or a card's ID (GW-…) must be whole."
        >
          {(field) => (
            <input
              {...field}
              type="search"
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button">
          Find
        </button>
      </form>
      {q && <PeopleFound key={q} q={q} />}
    </section>
  );
}

function PeopleFound({ q }: { q: string }) {
  const [found] = useLoaded(() => searchUsers(q));
  if (found.state === 'loading') return <ListSkeleton rows={2} label="Finding people…" />;
  if (found.state === 'error') return <p className="notice error">{userMessage(found.error, SEARCH_FAILED)}</p>;
  const { users } = found.data;
  if (users.length === 0) return <p className="card empty">No one matches “{q}”.</p>;
  return (
    <div className="table-scroll">
      <table className="table staff-table stacked-table">
        <caption className="table-caption">
          {plural(users.length, 'person', 'people')} matching “{q}”
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Username</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Credits</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <PersonRow key={user.id} user={user} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PersonRow({ user }: { user: AdminUser }) {
  return (
    <tr>
      <td data-label="Name">
        <Link to={`/admin/users/${encodeURIComponent(user.id)}`}>{fullName(user)}</Link>{' '}
        {user.disabled && <span className="status-badge cancelled staff-badge">Disabled</span>}
      </td>
      <td data-label="Username">{user.username}</td>
      <td data-label="E-mail" className="staff-email">
        {user.email}
      </td>
      <td data-label="Role">{ROLE_LABELS[user.role]}</td>
      <td data-label="Credits">{user.credits}</td>
    </tr>
  );
}
