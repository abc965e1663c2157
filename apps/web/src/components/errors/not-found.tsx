// The 404 screen (spec §2): a 404 image that links home.
import { Link } from 'react-router-dom';
import notFoundUrl from '@/assets/not-found.svg';

export function NotFound() {
  return (
    <section className="flex flex-col items-center gap-6 px-4 py-12 text-center sm:py-16">
      <Link to="/" className="block w-full max-w-xl rounded-box focus-visible:outline-2 focus-visible:outline-primary" aria-label="Page not found — go to the home page">
        <img
          src={notFoundUrl}
          alt="404 — this page could not be found. A lost phone looking at a map. Click to go home."
          className="mx-auto w-full"
          width={640}
          height={420}
        />
      </Link>
      <p className="text-base-content/70">
        We could not find that page.{' '}
        <Link to="/" className="link link-primary font-medium">
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
