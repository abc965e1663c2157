// A listing page's tab title and meta description, as GET /seo/listings/{id}/head words them for
// the HTML the server answers (link previews, crawlers without JavaScript): React 19 puts <title>
// in the head (before index.html's, so it wins) and takes it out when the page goes.
// In the reader's language once the page runs (the server's copy is English). Not in the page the
// server renders: its head already has the listing's tags, and a second <title> would sit in the body.
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@mobile-planet/shared';
import { useMetaDescription } from '@/lib/document-meta';
import { useHydrated } from '@/lib/use-hydrated';
import { formatTaka, formatUseDuration } from '@/lib/format';

export function ProductMeta({ product }: { product: PublicProduct }) {
  const { t } = useTranslation(['catalog', 'common']);
  const name = product.deviceName.trim();
  const price = formatTaka(product.resalePrice);
  const description = t('meta.description', {
    device: name,
    condition: t(`common:conditions.${product.condition}`),
    duration: formatUseDuration(product.yearsOfUse),
    price,
    location: product.Location.trim(),
  });
  useMetaDescription(product.status === 'sold' ? t('meta.sold', { description }) : description);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return <title>{t('meta.title', { device: name, price })}</title>;
}
