// The Bangla words of the pages most people open first (see english-browse.ts), with the API's
// refusals and the validation messages: one chunk, loaded when someone reads in Bangla.
import apiErrors from './bn/apiErrors.json';
import booking from './bn/booking.json';
import catalog from './bn/catalog.json';
import common from './bn/common.json';
import favourites from './bn/favourites.json';
import home from './bn/home.json';
import newsletter from './bn/newsletter.json';
import savedSearches from './bn/savedSearches.json';
import validation from './bn/validation.json';

export const banglaBrowse = { apiErrors, booking, catalog, common, favourites, home, newsletter, savedSearches, validation };
