// One suggestion of the navbar's search box: picture, name (the typed word starts in bold), price,
// category and city.
import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_IDS, type PhoneListing } from '@mobile-planet/shared';
import { Price } from '@/components/ui/price';
import { StoredImage } from '@/components/ui/stored-image';

interface SearchSuggestionProps {
  id: string;
  phone: PhoneListing;
  /** What was typed: the starts of the name's words that match it are shown in bold. */
  words: string;
  active: boolean;
  onMouseDown: (event: MouseEvent) => void;
  onClick: () => void;
}

export function SearchSuggestion({ id, phone, words, active, onMouseDown, onClick }: SearchSuggestionProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const city = phone.Location?.split(/[(,]/)[0]?.trim();
  const category = CATEGORY_IDS.includes(phone.category) ? t(`common:categories.${phone.category}`) : undefined;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className={`flex cursor-pointer items-center gap-3 rounded-field px-2 py-1.5 ${active ? 'bg-primary/10' : 'hover:bg-base-200'}`}
    >
      <StoredImage
        src={phone.img}
        sizes="2.5rem"
        alt=""
        className="h-10 w-10 shrink-0 rounded-field bg-base-200 object-contain"
        loading="lazy"
        decoding="async"
      />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 leading-snug">
          <MatchedName name={phone.deviceName} words={words} />
        </span>
        <span className="block truncate text-xs text-base-content/70">
          {[category, city].filter(Boolean).join(' · ')}
        </span>
      </span>
      <Price amount={phone.resalePrice} className="shrink-0 text-sm font-semibold text-primary" />
    </li>
  );
}

/** The name with the typed words' matches (the start of a word, as the API matches) in bold. */
function MatchedName({ name, words }: { name: string; words: string }) {
  const typed = words.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    <>
      {name.split(/([\p{L}\p{N}]+)/u).map((part, i) => {
        const match = typed.filter((w) => part.toLowerCase().startsWith(w)).sort((a, b) => b.length - a.length)[0];
        return (
          <Fragment key={i}>
            {match ? <strong className="font-semibold">{part.slice(0, match.length)}</strong> : null}
            {match ? part.slice(match.length) : part}
          </Fragment>
        );
      })}
    </>
  );
}
