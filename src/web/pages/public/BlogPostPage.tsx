import { Link } from 'react-router';

// The articles arrive with the blog; until then every slug is unknown, as the spec words it.
export default function BlogPostPage() {
  return (
    <div className="page narrow center">
      <h1>Post not found.</h1>
      <p className="actions">
        <Link className="button ghost" to="/">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
