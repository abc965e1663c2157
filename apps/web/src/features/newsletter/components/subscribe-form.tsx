// Subscribe Now (spec §5): a required email field with the browser's email check. On submit it
// clears and shows a 'Thanks !' dialog. No server call is made.
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const ThanksDialog = lazy(() => import('./thanks-dialog'));

export function SubscribeForm() {
  const { t } = useTranslation(['newsletter', 'common']);
  const [thanksOpen, setThanksOpen] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setThanksOpen(true);
  };

  return (
    <section aria-labelledby="subscribe-title" className="px-4 py-14 sm:px-8 lg:px-12">
      <div className="mx-auto max-w-3xl rounded-box bg-primary px-6 py-10 text-center text-primary-content shadow-md sm:px-12">
        <h2 id="subscribe-title" className="text-3xl font-bold">
          {t('title')}
        </h2>
        <p className="mx-auto mt-2 max-w-xl opacity-90">{t('text')}</p>
        <form onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-lg flex-col gap-3 sm:flex-row">
          <label htmlFor="newsletter-email" className="sr-only">
            {t('emailLabel')}
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            className="input input-bordered w-full text-base-content sm:flex-1"
          />
          <button type="submit" className="btn btn-secondary">
            {t('subscribe')}
          </button>
        </form>
      </div>
      {thanksOpen && (
        <Suspense fallback={null}>
          <ThanksDialog onClose={() => setThanksOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
