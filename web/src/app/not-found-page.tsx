// The 404 page shown for every unknown path.
import { Link } from 'react-router-dom';

/** The spec's 404 text with a link back to the home page. */
export const NOT_FOUND_TEXT = "Oops! The page you're looking for doesn't exist.";

export default function NotFoundPage() {
  return (
    <main className="page-center">
      <div>
        <h1>404</h1>
        <p>{NOT_FOUND_TEXT}</p>
        <Link className="button" to="/">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
