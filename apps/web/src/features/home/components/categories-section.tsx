// Categories (spec §2): one card per category with a 'See All' button to /category/{id}.
import { useTranslation } from 'react-i18next';
import { CATEGORY_IDS } from '@mobile-planet/shared';
import { CategoryIllustration } from './category-icons';
import { Link } from '@/components/ui/link';

export function CategoriesSection() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section id="categories" aria-labelledby="categories-title" className="scroll-mt-20 bg-base-200/60 px-4 py-12 sm:px-8 lg:px-12">
      <div className="mb-8 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('categories.eyebrow')}</p>
        <h2 id="categories-title" className="text-2xl font-bold sm:text-3xl">
          {t('categories.title')}
        </h2>
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {CATEGORY_IDS.map((id) => (
          <li key={id}>
            <article className="card h-full border border-base-300 bg-base-100 shadow-sm transition hover:shadow-md">
              <div className="card-body items-center gap-3 text-center">
                <CategoryIllustration id={id} />
                <h3 className="card-title text-xl">{t(`common:categories.${id}`)}</h3>
                <p className="text-base-content/70">{t(`categories.blurb.${id}`)}</p>
                <div className="card-actions mt-2">
                  <Link
                    to={`/category/${id}`}
                    className="btn btn-primary btn-outline"
                    aria-label={t('categories.seeAllOf', { category: t(`common:categories.${id}`) })}
                  >
                    {t('categories.seeAll')}
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
