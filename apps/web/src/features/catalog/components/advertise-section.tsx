// The home page's Advertise Section (spec §2): advertised devices in 2, 3 or 5 columns; each tile
// shows the image, the first 12 characters of the device name and the seller name. Hidden when
// nothing is advertised.
import { useTranslation } from 'react-i18next';
import { advertiseTileName } from '@/lib/format';
import { Price } from '@/components/ui/price';
import { imageLoading } from '@/lib/image-url';
import { StoredImage } from '@/components/ui/stored-image';
import { useAdvertised } from '../api/get-advertised';
import { Link } from '@/components/ui/link';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5';
/** How wide a tile's picture shows in GRID (the section's padding and the gaps off), for its srcset. */
const TILE_IMAGE_SIZES =
  '(min-width: 1440px) 256px, (min-width: 1024px) calc(20vw - 2rem), (min-width: 768px) calc(33vw - 2rem), (min-width: 640px) calc(50vw - 2.5rem), calc(50vw - 1.5rem)';

export function AdvertiseSection() {
  const { t } = useTranslation('catalog');
  const { data, isPending, isError, refetch, isRefetching } = useAdvertised();

  if (!isPending && !isError && data.length === 0) return null;

  return (
    <section aria-labelledby="advertise-title" className="px-4 py-10 sm:px-8 lg:px-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-warning">{t('advertise.eyebrow')}</p>
          <h2 id="advertise-title" className="text-2xl font-bold sm:text-3xl">
            {t('advertise.title')}
          </h2>
        </div>
      </div>

      {isError ? (
        <div role="alert" className="alert alert-warning alert-soft flex flex-wrap justify-between">
          <span>{t('advertise.loadError')}</span>
          <button type="button" className="btn btn-sm" onClick={() => void refetch()} disabled={isRefetching}>
            {t('tryAgain')}
          </button>
        </div>
      ) : isPending ? (
        <div className={GRID} aria-busy="true" aria-label={t('advertise.loading')}>
          {/* Each placeholder the size of a tile (picture, name, seller, price): nothing moves when they come. */}
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className="flex flex-col overflow-hidden rounded-box border border-base-300">
              <div className="skeleton aspect-[4/3] w-full rounded-none" />
              <div className="flex flex-col gap-0.5 p-3">
                <div className="skeleton h-6 w-4/5" />
                <div className="skeleton h-5 w-3/5" />
                <div className="pt-1">
                  <div className="skeleton h-6 w-1/2" />
                </div>
              </div>
            </div>
          ))}
        </div>
      ) : (
        <ul className={GRID}>
          {data.map((phone, index) => (
            <li key={phone._id}>
              <Link
                to={`/product/${phone._id}`}
                className="group flex h-full flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <div className="relative aspect-[4/3] overflow-hidden bg-base-200">
                  <StoredImage
                    src={phone.img}
                    sizes={TILE_IMAGE_SIZES}
                    {...imageLoading(index, { lead: false })}
                    alt={phone.deviceName}
                    width={400}
                    height={300}
                    className="h-full w-full object-cover transition group-hover:scale-[1.03]"
                  />
                  <span className="badge badge-secondary badge-sm absolute left-2 top-2 font-semibold">{t('advertise.ad')}</span>
                </div>
                <div className="flex flex-1 flex-col gap-0.5 p-3">
                  <h3 className="font-semibold">{advertiseTileName(phone.deviceName)}</h3>
                  {/* The spec cuts the title at 12 characters ("Samsung Gala"): the whole name follows in
                      small type, so the model can be told on a phone, where a title attribute never shows. */}
                  {advertiseTileName(phone.deviceName) !== phone.deviceName ? (
                    <p className="line-clamp-2 break-words text-xs text-base-content/70">{phone.deviceName}</p>
                  ) : null}
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
