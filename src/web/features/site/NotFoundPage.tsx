import { Link } from 'react-router';
import './site.css';

export default function NotFoundPage() {
  return (
    <div className="page narrow center">
      <p className="eyebrow">404</p>
      <h1>Page not found</h1>
      <p className="lead">There is no page at this address. It may have moved, or the link may have a typo.</p>
      <p className="actions">
        <Link className="button" to="/">
          Go to the home page
        </Link>
        <Link className="button ghost" to="/help">
          Get help
        </Link>
      </p>
    </div>
  );
}
