// A listing page's tab title and meta description, as GET /seo/listings/{id}/head words them for
// the HTML the server answers (link previews, crawlers without JavaScript): React 19 puts <title>
// in the head (before index.html's, so it wins) and takes it out when the page goes.
import type { PublicProduct } from '@mobile-planet/shared';
import { useMetaDescription } from '@/lib/document-meta';
import { formatTaka, formatUseDuration } from '@/lib/format';

const SITE_NAME = 'Mobile Planet';

export function ProductMeta({ product }: { product: PublicProduct }) {
  const name = product.deviceName.trim();
  const price = formatTaka(product.resalePrice);
  const sold = product.status === 'sold' ? 'Sold: ' : '';
  useMetaDescription(`${sold}${name}, ${product.condition} condition, ${formatUseDuration(product.yearsOfUse)} of use, ${price} in ${product.Location.trim()}.`);
  return <title>{`${name} for ${price} — ${SITE_NAME}`}</title>;
}
