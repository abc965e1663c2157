// 'Load more' under a paged list: fetches the next page and appends it. Nothing when there is none.
import { BusyButton } from './busy-button';

interface LoadMoreButtonProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  className?: string;
}

export function LoadMoreButton({ hasNextPage, isFetchingNextPage, fetchNextPage, className = '' }: LoadMoreButtonProps) {
  if (!hasNextPage) return null;
  return (
    <div className={`flex justify-center ${className}`}>
      <BusyButton type="button" busy={isFetchingNextPage} className="btn btn-outline btn-primary min-w-40" onClick={() => void fetchNextPage()}>
        Load more
      </BusyButton>
    </div>
  );
}
