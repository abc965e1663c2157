// The query-key factory: one name for each cached answer of the API, so a screen that changes a
// resource invalidates the views of it by these keys, not by strings copied between features.
// Every key starts with its resource root; invalidating a root reaches all of that resource's views.

export const queryKeys = {
  /** The signed-in user's own record (GET /users/me). */
  me: {
    all: () => ['me'] as const,
    of: (email: string | null) => ['me', email] as const,
  },
  adminCheck: (email: string | null) => ['admin', email] as const,
  config: () => ['config'] as const,

  users: {
    all: () => ['users'] as const,
    list: (kind: string) => ['users', kind] as const,
  },

  /** The public catalogue: search, category pages, facets and the navbar's suggestions. */
  listings: {
    all: () => ['listings'] as const,
    search: (params: object) => ['listings', 'search', params] as const,
    facets: (params: object) => ['listings', 'facets', params] as const,
    suggestions: (q: string) => ['listings', 'suggestions', q] as const,
  },
  advertised: () => ['advertise'] as const,
  product: {
    all: () => ['product'] as const,
    one: (id: string) => ['product', id] as const,
    /** The owner's view the edit form starts from (GET /products/{id}/edit). */
    edit: (id: string) => ['product', id, 'edit'] as const,
  },
  /** A seller's own listings. */
  myProducts: {
    all: () => ['products'] as const,
    mine: () => ['products', 'mine'] as const,
  },

  bookings: {
    all: () => ['bookings'] as const,
    mine: (email: string) => ['bookings', 'mine', email] as const,
    one: (id: string) => ['bookings', 'one', id] as const,
    /** The newest page of them: the dashboard home's to-do and a listing page's own booking read it. */
    recent: (email: string) => ['bookings', 'recent', email] as const,
  },
  /** A seller's bookings on their listings (GET /sales). */
  sales: {
    all: () => ['sales'] as const,
    mine: (email: string) => ['sales', 'mine', email] as const,
    todo: (email: string) => ['sales', 'todo', email] as const,
  },
  /** The Admin's queue of warranty claims (GET /claims). */
  claims: {
    all: () => ['claims'] as const,
    list: (state: string) => ['claims', state] as const,
    todo: () => ['claims', 'todo'] as const,
  },
  messages: {
    all: () => ['messages'] as const,
    thread: (bookingId: string) => ['messages', bookingId] as const,
  },
  /** A listing's questions to its seller: the threads the caller may read, and each thread's messages. */
  questions: {
    all: () => ['questions'] as const,
    threads: (productId: string, email: string) => ['questions', productId, email] as const,
    thread: (productId: string, threadId: string) => ['questions', productId, 'thread', threadId] as const,
  },
  /** The caller's favourites: every id (the hearts), and the dashboard's pages of cards. */
  favourites: {
    all: () => ['favourites'] as const,
    ids: (email: string) => ['favourites', 'ids', email] as const,
    list: (email: string) => ['favourites', 'list', email] as const,
  },
  savedSearches: {
    all: () => ['saved-searches'] as const,
    list: (email: string) => ['saved-searches', email] as const,
  },
  /** Offers on both sides (GET /offers), and the caller's open offer on one listing. */
  offers: {
    all: () => ['offers'] as const,
    list: (email: string, params: object) => ['offers', 'list', email, params] as const,
    onListing: (productId: string, email: string) => ['offers', 'listing', productId, email] as const,
  },
  notifications: {
    all: () => ['notifications'] as const,
    mine: (email: string) => ['notifications', email] as const,
    /** Only the unread counts (the drawer's badges). */
    counts: (email: string) => ['notifications', 'counts', email] as const,
  },
  seller: {
    all: () => ['seller'] as const,
    one: (id: string) => ['seller', id] as const,
    /** GET /sellers/{id}/reviews: a seller's reviews, page after page (the profile holds the first). */
    reviews: (id: string) => ['seller', id, 'reviews'] as const,
  },
  /** The Admin's moderation queue (GET /moderation). */
  moderation: {
    all: () => ['moderation'] as const,
    list: (state: string) => ['moderation', state] as const,
    todo: () => ['moderation', 'todo'] as const,
  },
  priceGuide: (params: object) => ['price-guide', params] as const,
  /** GET /me/mail-settings, and what an unsubscribe link is about. */
  mail: {
    settings: (email: string) => ['mail-settings', email] as const,
    unsubscribe: (token: string) => ['mail-unsubscribe', token] as const,
  },
  paymentIntent: (bookingId: string) => ['payment-intent', bookingId] as const,
} as const;

/** Every view that shows a booking from either side: a transition makes them all stale. */
export const BOOKING_VIEWS = [queryKeys.bookings.all(), queryKeys.sales.all(), queryKeys.claims.all(), queryKeys.notifications.all()] as const;

/** Every view that shows listings: a new, changed, sold or removed listing makes them all stale. */
export const LISTING_VIEWS = [
  queryKeys.listings.all(),
  queryKeys.advertised(),
  queryKeys.product.all(),
  queryKeys.myProducts.all(),
] as const;
