// The listing page while its listing loads: ProductDetails' shape (breadcrumbs, the square photo,
// the details beside it, or below it on phones), so that when it comes nothing moves and the footer
// is already where it will be.
export function ProductDetailsSkeleton({ label }: { label: string }) {
  return (
    <div className="px-4 py-8 sm:px-8 lg:px-12" role="status">
      <span className="sr-only">{label}</span>
      <div className="py-2" aria-hidden="true">
        <div className="skeleton h-5 w-56 max-w-full" />
      </div>
      <div className="grid gap-8 md:grid-cols-2" aria-hidden="true">
        <div className="skeleton aspect-square w-full rounded-box" />
        <div className="flex flex-col gap-4">
          <div className="skeleton h-6 w-40" />
          <div className="skeleton h-[4.6875rem] w-11/12 sm:h-9" />
          <div className="skeleton h-10 w-2/3" />
          <div className="skeleton h-44 w-full rounded-box" />
          <div className="flex flex-col gap-2">
            <div className="skeleton h-7 w-32" />
            <div className="skeleton h-4 w-full" />
            <div className="skeleton h-4 w-full" />
            <div className="skeleton h-4 w-3/4" />
          </div>
          <div className="skeleton mt-2 h-12 w-full sm:w-40" />
        </div>
      </div>
    </div>
  );
}
