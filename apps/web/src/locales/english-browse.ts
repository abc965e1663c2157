// The English words of the pages most people open first (home, a category, search: the navbar,
// the cards, the booking modal), bundled with the app. The validation namespace is the shared
// package's MSG itself, so those words exist once. The rest are in english-more.ts.
import { MSG } from '@mobile-planet/shared';
import booking from './en/booking.json';
import catalog from './en/catalog.json';
import common from './en/common.json';
import favourites from './en/favourites.json';
import home from './en/home.json';
import newsletter from './en/newsletter.json';
import savedSearches from './en/savedSearches.json';

type MessageKey = keyof typeof MSG;

/** MSG as a catalogue: a message with a number in it reads '{{max, number}}' there. */
const validation = Object.fromEntries(
  Object.entries(MSG).map(([key, message]) => [key, typeof message === 'function' ? message('{{max, number}}' as never) : message]),
) as Record<MessageKey, string>;

export const englishBrowse = { booking, catalog, common, favourites, home, newsletter, savedSearches, validation };
