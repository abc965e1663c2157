// The home page's Advertise Section (spec §2): advertised devices in 2, 3 or 5 columns; each tile
// shows the image, the first 12 characters of the device name and the seller name. Hidden when
// nothing is advertised.
import { Link } from 'react-router-dom';
import { advertiseTileName } from '@/lib/format';
import { Price } from '@/components/ui/price';
import { resolveImageUrl } from '@/lib/image-url';
import { useAdvertised } from '../api/get-advertised';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5';

export function AdvertiseSection() {
  const { data, isPending, isError, refetch, isRefetching } = useAdvertised();

  if (!isPending && !isError && data.length === 0) return null;

  return (
    <section aria-labelledby="advertise-title" className="px-4 py-10 sm:px-8 lg:px-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-warning">Hand-picked deals</p>
          <h2 id="advertise-title" className="text-2xl font-bold sm:text-3xl">
            Advertise Section
          </h2>
        </div>
      </div>

      {isError ? (
        <div role="alert" className="alert alert-warning alert-soft flex flex-wrap justify-between">
          <span>The advertised devices could not be loaded.</span>
          <button type="button" className="btn btn-sm" onClick={() => void refetch()} disabled={isRefetching}>
            Try again
          </button>
        </div>
      ) : isPending ? (
        <div className={GRID} aria-busy="true" aria-label="Loading advertised devices">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="skeleton aspect-[3/4] w-full" />
          ))}
        </div>
      ) : (
        <ul className={GRID}>
          {data.map((phone) => (
            <li key={phone._id}>
              <Link
                to={`/product/${phone._id}`}
                className="group flex h-full flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <div className="relative aspect-[4/3] overflow-hidden bg-base-200">
                  <img
                    src={resolveImageUrl(phone.img)}
                    alt={phone.deviceName}
                    loading="lazy"
                    className="h-full w-full object-cover transition group-hover:scale-[1.03]"
                  />
                  <span className="badge badge-secondary badge-sm absolute left-2 top-2 font-semibold">Ad</span>
                </div>
                <div className="flex flex-1 flex-col gap-0.5 p-3">
                  <h3 className="font-semibold" title={phone.deviceName}>
                    {advertiseTileName(phone.deviceName)}
                  </h3>
                  <p className="truncate text-sm text-base-content/70">{phone.sellerName}</p>
                  <Price amount={phone.resalePrice} className="mt-auto pt-1 font-bold text-primary" />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
