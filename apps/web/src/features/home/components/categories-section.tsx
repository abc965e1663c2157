// Categories (spec §2): one card per category with a 'See All' button to /category/{id}.
import { Link } from 'react-router-dom';
import { CATEGORIES, type CategoryId } from '@mobile-planet/shared';
import { CategoryIllustration } from './category-icons';

const BLURB: Record<CategoryId, string> = {
  'feature-phone': 'Keypad phones with week-long batteries: ideal as a second phone or for parents.',
  smartphone: 'Android and iPhone handsets, checked and priced well below new.',
  tablet: 'Tablets for classes, reading and streaming, at a fraction of the shop price.',
};

export function CategoriesSection() {
  return (
    <section id="categories" aria-labelledby="categories-title" className="scroll-mt-20 bg-base-200/60 px-4 py-12 sm:px-8 lg:px-12">
      <div className="mb-8 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Browse</p>
        <h2 id="categories-title" className="text-2xl font-bold sm:text-3xl">
          Categories
        </h2>
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <article className="card h-full border border-base-300 bg-base-100 shadow-sm transition hover:shadow-md">
              <div className="card-body items-center gap-3 text-center">
                <CategoryIllustration id={category.id} />
                <h3 className="card-title text-xl">{category.name}</h3>
                <p className="text-base-content/70">{BLURB[category.id]}</p>
                <div className="card-actions mt-2">
                  <Link
                    to={`/category/${category.id}`}
                    className="btn btn-primary btn-outline"
                    aria-label={`See All ${category.name}`}
                  >
                    See All
                  </Link>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
