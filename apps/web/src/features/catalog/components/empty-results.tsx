// No results. With filters set: say so and offer to clear them. Without: the category (or the
// whole shop) has nothing for sale right now.
import { Link } from 'react-router-dom';

interface EmptyResultsProps {
  filtered: boolean;
  /** What is for sale here, e.g. 'smart phones' or 'devices'. */
  what: string;
  onClear: () => void;
}

export function EmptyResults({ filtered, what, onClear }: EmptyResultsProps) {
  return (
    <section
      aria-labelledby="empty-results-title"
      className="rounded-box border border-dashed border-base-300 bg-base-200/50 px-6 py-14 text-center"
    >
      {filtered ? (
        <>
          <h2 id="empty-results-title" className="text-lg font-semibold">
            No devices match your search.
          </h2>
          <p className="mt-1 text-base-content/70">Try other words or fewer filters.</p>
          <button type="button" className="btn btn-primary mt-5" onClick={onClear}>
            Clear filters
          </button>
        </>
      ) : (
        <>
          <h2 id="empty-results-title" className="text-lg font-semibold">
            No {what} for sale right now.
          </h2>
          <p className="mt-1 text-base-content/70">New listings arrive every day. Check back soon, or look at another category.</p>
          <Link to="/#categories" className="btn btn-primary btn-outline mt-5">
            Browse categories
          </Link>
        </>
      )}
    </section>
  );
}
