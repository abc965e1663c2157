// /dashboard/saved-searches: each saved search with its name, its filters in words, a link to its
// results, an inline rename, and delete (after a confirmation).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '@mobile-planet/shared';
import { QueryErrorAlert } from '@/components/feedback/query-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/components/ui/link';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LoadingScreen } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useRenameSavedSearch } from '../api/rename-saved-search';
import { resultsPath, searchSummary } from '../utils/search-summary';
import { SearchNameForm } from './search-name-form';

export function MySavedSearches() {
  const { t } = useTranslation('mySavedSearches');
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const items = searches.data?.pages.flatMap((page) => page.items);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(t('list.deleted'));
        setToDelete(null);
      },
      onError: (err) => toast.error(apiErrorMessage(err)),
    });
  };

  return (
    <section className="space-y-4" aria-labelledby="saved-searches-title">
      <h1 id="saved-searches-title" className="text-2xl font-bold">
        {t('list.title')}
      </h1>
      <p className="text-base-content/70">{t('list.intro')}</p>
      {searches.isPending ? (
        <LoadingScreen title={t('list.loading')} />
      ) : searches.isError ? (
        <QueryErrorAlert error={searches.error} onRetry={() => void searches.refetch()} />
      ) : items?.length === 0 ? (
        <p className="text-base-content/70">
          {t('list.empty')}{' '}
          <Link to="/search" className="link link-primary">
            {t('list.search')}
          </Link>
        </p>
      ) : (
        <>
          <ul className="space-y-3" aria-labelledby="saved-searches-title">
            {items?.map((search) => <SavedSearchRow key={search._id} search={search} onDelete={() => setToDelete(search)} />)}
          </ul>
          <LoadMoreButton hasNextPage={searches.hasNextPage} isFetchingNextPage={searches.isFetchingNextPage} fetchNextPage={searches.fetchNextPage} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('list.deleteTitle')}
        message={toDelete ? t('list.deleteMessage', { name: toDelete.name }) : undefined}
        confirmLabel={t('list.delete')}
        tone="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

function SavedSearchRow({ search, onDelete }: { search: SavedSearch; onDelete: () => void }) {
  const { t } = useTranslation('mySavedSearches');
  const rename = useRenameSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const save = (name: string) =>
    rename.mutate(
      { id: search._id, name },
      {
        onSuccess: () => {
          toast.success(t('list.renamed'));
          setRenaming(false);
        },
        onError: (err) => toast.error(apiErrorMessage(err)),
      },
    );

  return (
    <li className="card border border-base-300 bg-base-100">
      <div className="card-body gap-2 p-4">
        {renaming ? (
          <SearchNameForm
            label={t('list.newName', { name: search.name })}
            defaultName={search.name}
            submitLabel={t('list.saveName')}
            cancelLabel={t('list.cancel')}
            busy={rename.isPending}
            onSubmit={save}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <h2 className="card-title break-words text-lg">{search.name}</h2>
        )}
        <p className="break-words text-sm">{searchSummary(search.query)}</p>
        <p className="text-xs text-base-content/70">
          {search.lastDigestAt ? t('list.lastDigest', { date: formatDateTime(search.lastDigestAt) }) : t('list.noDigest')}
        </p>
        <div className="card-actions flex-wrap justify-end">
          <Link to={resultsPath(search.query)} className="btn btn-primary btn-sm" aria-label={t('list.openLabel', { name: search.name })}>
            {t('list.open')}
          </Link>
          {renaming ? null : (
            <button type="button" className="btn btn-ghost btn-sm" aria-label={t('list.renameLabel', { name: search.name })} onClick={() => setRenaming(true)}>
              {t('list.rename')}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-sm text-error" aria-label={t('list.deleteLabel', { name: search.name })} onClick={onDelete}>
            {t('list.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
