// 'Load more' under a paged list: fetches the next page and appends it. Nothing when there is none.
import { useTranslation } from 'react-i18next';
import { BusyButton } from './busy-button';

interface LoadMoreButtonProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  className?: string;
}

export function LoadMoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage, className = '' }: LoadMoreButtonProps) {
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <div className={`flex justify-center ${className}`}>
      <BusyButton type="button" busy={isFetchingNextPage} className="btn btn-outline btn-primary min-w-40" onClick={() => void fetchNextPage()}>
        {t('actions.loadMore')}
      </BusyButton>
    </div>
  );
}
