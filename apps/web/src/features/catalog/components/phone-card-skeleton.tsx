// A phone card's shape while results load: the picture beside the details on phones, above them wider.
export function PhoneCardSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100 max-sm:card-side" aria-hidden="true">
      <div className="skeleton aspect-[4/3] rounded-b-none max-sm:aspect-auto max-sm:w-28 max-sm:shrink-0 max-sm:rounded-r-none" />
      <div className="card-body min-w-0 flex-1 gap-2 p-3 sm:gap-3 sm:p-5">
        <div className="skeleton h-6 w-3/4" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-5/6" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton mt-2 h-8 w-full sm:h-10" />
      </div>
    </div>
  );
}
