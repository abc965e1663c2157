// The navbar's search box: Enter (or the button) searches at /search?q=…; while typing, the first
// matching listings are suggested below it, and choosing one opens its page. The ARIA combobox
// pattern with a listbox popup: arrows move through the suggestions, Enter chooses, Esc closes.
import { lazy, Suspense, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH, type PhoneListing } from '@mobile-planet/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SUGGESTION_MIN_LENGTH, useListingSuggestions } from '../api/get-listing-suggestions';

// A suggestion's markup loads when someone starts on the box (focus), not with every page.
const loadSuggestion = () => import('./search-suggestion');
const SearchSuggestion = lazy(() => loadSuggestion().then((m) => ({ default: m.SearchSuggestion })));

const SUGGEST_DELAY_MS = 250;

/** The keywords of the page we are on: /search?q=… shows its words in the box; elsewhere it starts empty. */
function keywordsOf(pathname: string, search: string): string {
  return pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export function SearchBox() {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [text, setText] = useState(() => keywordsOf(location.pathname, location.search));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Every navigation (a search, a chosen suggestion, Back, a cleared filter) resets the box to it,
  // while rendering (React's "adjusting state when a prop changes"), so the old text never shows.
  const place = `${location.pathname}${location.search}`;
  const [shownFor, setShownFor] = useState(place);
  if (shownFor !== place) {
    setShownFor(place);
    setText(keywordsOf(location.pathname, location.search));
    setOpen(false);
    setActive(-1);
  }

  const typed = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useListingSuggestions(typed);
  const items: PhoneListing[] = text.trim().length >= SUGGESTION_MIN_LENGTH ? (suggestions.data ?? []) : [];
  const showList = open && items.length > 0;

  const choose = (phone: PhoneListing) => void navigate(`/product/${phone._id}`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setOpen(false);
    void navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // From the box itself, Down goes to the first and Up to the last suggestion.
      setActive((i) => (!showList || i < 0 ? (step > 0 ? 0 : items.length - 1) : (i + step + items.length) % items.length));
    } else if (event.key === 'Enter' && showList && active >= 0 && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape') {
      // First Esc closes the suggestions (and must not also empty the box, as a search input's Esc
      // does by default); a second one empties it.
      if (showList) {
        event.preventDefault();
        setOpen(false);
      } else setText('');
      setActive(-1);
    }
  };

  return (
    <form role="search" onSubmit={submit} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="join w-full">
        <input
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('search.label')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setOpen(true);
            loadSuggestion().catch(() => undefined); // offline: the list tries again when it shows
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="input join-item w-full min-w-0 bg-base-100"
        />
        <button type="submit" className="btn btn-primary join-item px-3" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        // Kept in the page while closed, so aria-controls always points at something.
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
      >
        {showList ? (
          <Suspense fallback={null}>
            {items.map((phone, index) => (
              <SearchSuggestion
                key={phone._id}
                id={optionId(index)}
                phone={phone}
                words={typed}
                active={index === active}
                // mousedown would blur the box and close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(phone)}
              />
            ))}
          </Suspense>
        ) : null}
      </ul>
      <p role="status" className="sr-only">
        {showList ? t('search.suggestionCount', { count: items.length }) : ''}
      </p>
    </form>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
