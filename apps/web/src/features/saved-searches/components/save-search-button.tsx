// 'Save this search' on the results: names the search (the keywords or the first filters, to
// start with) and saves it; new listings that match then come to the bell, at most once an hour.
// A signed-out reader is sent to sign in and comes back to the same results.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingsQueryInput, SavedSearchQuery } from '@mobile-planet/shared';
import { Modal } from '@/components/ui/modal';
import { apiErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSignedInAction } from '@/lib/use-signed-in-action';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { proposedName, searchSummary } from '../utils/search-summary';
import { SearchNameForm } from './search-name-form';

/** The results' filters and keywords; the sort is not part of a saved search. */
const filtersOf = ({ sort: _sort, limit: _limit, cursor: _cursor, ...filters }: ListingsQueryInput): SavedSearchQuery => filters as SavedSearchQuery;

export function SaveSearchButton({ query }: { query: ListingsQueryInput }) {
  const { t } = useTranslation('savedSearches');
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const press = useSignedInAction(() => setOpen(true));
  const filters = filtersOf(query);
  // Nothing chosen: every new listing would match, which is no search to follow.
  if (Object.keys(filters).length === 0) return null;

  const save = (name: string) =>
    create.mutate(
      { name, query: filters },
      {
        onSuccess: ({ search, alreadySaved }) => {
          toast.success(alreadySaved ? t('save.already', { name: search.name }) : t('save.saved'));
          setOpen(false);
        },
        onError: (err) => toast.error(apiErrorMessage(err)),
      },
    );

  return (
    <>
      <button type="button" className="btn btn-outline btn-sm gap-1.5" aria-haspopup="dialog" onClick={press}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path strokeLinecap="round" strokeLinejoin="round" d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 0 0-4-5.7V5a2 2 0 1 0-4 0v.3A6 6 0 0 0 6 11v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0a3 3 0 1 1-6 0m6 0H9" />
        </svg>
        {t('save.button')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('save.title')}>
        <p className="mb-1 text-sm text-base-content/70">{t('save.intro')}</p>
        <p className="mb-4 break-words text-sm font-medium">{searchSummary(filters)}</p>
        {open ? (
          <SearchNameForm
            label={t('save.name')}
            defaultName={proposedName(filters)}
            submitLabel={t('save.submit')}
            cancelLabel={t('save.cancel')}
            busy={create.isPending}
            onSubmit={save}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </Modal>
    </>
  );
}
