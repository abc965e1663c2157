// Beside Add Product's price: what similar phones sold (or are listed) for, as the seller types the
// device name and picks its condition, years of use and NEIR status. Nothing when the market knows no prices.
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePriceGuide } from '../api/get-price-guide';
import { guideSentence } from '../utils/guide-words';
import { priceGuideQuery, type GuideSearch } from '../utils/price-guide-query';

/** A look-up per pause in typing, not per keystroke. */
const TYPING_PAUSE_MS = 400;

interface PriceGuideHintProps {
  deviceName: string;
  condition: string;
  yearsOfUse: string;
  /** '' until the seller says; the guide keeps registered and unregistered phones apart where it can. */
  neir: string;
}

export function PriceGuideHint({ deviceName, condition, yearsOfUse, neir }: PriceGuideHintProps) {
  // The sentence is worded in the reader's language: re-rendered when it changes.
  useTranslation('priceGuide');
  const search: GuideSearch = {
    model: useDebouncedValue(deviceName, TYPING_PAUSE_MS),
    condition,
    yearsOfUse: useDebouncedValue(yearsOfUse, TYPING_PAUSE_MS),
    neir,
  };
  const query = priceGuideQuery(search);
  const guide = usePriceGuide(query, { quiet: true });
  const sentence = query && guide.data ? guideSentence(guide.data) : null;
  return (
    // Polite: a screen reader hears the guide when it changes, after what the seller is typing.
    <div aria-live="polite">
      {sentence ? <p className="text-sm font-medium text-info">{sentence}</p> : null}
    </div>
  );
}
