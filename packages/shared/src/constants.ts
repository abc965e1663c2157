// Business constants of the spec (§9) and of DESIGN.md. Both apps read them from here only.

export const CATEGORY_IDS = ['feature-phone', 'smartphone', 'tablet'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORIES: ReadonlyArray<{ id: CategoryId; name: string }> = [
  { id: 'feature-phone', name: 'Feature Phones' },
  { id: 'smartphone', name: 'Smart Phones' },
  { id: 'tablet', name: 'Tablets' },
];

export function categoryName(id: string): string | undefined {
  return CATEGORIES.find((c) => c.id === id)?.name;
}

export const CONDITIONS = ['excellent', 'good', 'fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const ROLES = ['Admin', 'Buyer', 'Seller'] as const;
export type Role = (typeof ROLES)[number];
/** Admin cannot be chosen at registration (spec §1). */
export const REGISTRABLE_ROLES = ['Buyer', 'Seller'] as const;
export type RegistrableRole = (typeof REGISTRABLE_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 8;
/** The special characters a strong sign-up password must contain one of (spec §5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

export const TOAST_LIMIT = 20;
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const;

export const ADVERTISE_NAME_LENGTH = 12;
export const CAROUSEL_SLIDES = 4;
export const BLOG_POST_COUNT = 4;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const MARKETING = {
  warrantyDays: 7,
  since: 2002,
  yearsOfExperience: 5,
  copyrightYear: 2022,
} as const;

/** Payments are in taka; the processor counts poisha (1 taka = 100 poisha). */
export const CURRENCY = 'bdt';
export const POISHA_PER_TAKA = 100;
export const PAYMENT_SUCCEEDED = 'succeeded';

/** Largest listing price we accept, in taka. Stripe caps a BDT charge well above this. */
export const MAX_PRICE_TAKA = 10_000_000;
export const MAX_YEARS_OF_USE = 50;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The brands a listing can carry (Add Product's select); 'Other' for everything else. */
export const BRANDS = [
  'Apple', 'Samsung', 'Xiaomi', 'Realme', 'Oppo', 'Vivo', 'OnePlus', 'Google', 'Nokia', 'Motorola',
  'Huawei', 'Symphony', 'Walton', 'Tecno', 'Infinix', 'Itel', 'Lenovo', 'Other',
] as const;
export type Brand = (typeof BRANDS)[number];

/** Orders of the search results; every one breaks ties by id so pages never repeat or skip. */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** Page sizes (limit) of every list call: its default when none is asked for, and the most one page holds. */
export const PAGE_SIZE = {
  listings: { default: 24, max: 48 },
  category: { default: 24, max: 48 },
  advertise: { default: 20, max: 48 },
  /** GET /products, GET /bookings and the admin's user lists. */
  other: { default: 50, max: 100 },
} as const;

/** Longest keyword query (GET /listings?q=). */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Longest location (city) filter (GET /listings?location=). */
export const LOCATION_FILTER_MAX_LENGTH = 60;

/** The price bands of the filter panel's facet counts, in whole taka (max inclusive; null: no upper end). */
export const PRICE_BANDS = [
  { id: 'under-5k', min: 0, max: 4_999 },
  { id: '5k-10k', min: 5_000, max: 9_999 },
  { id: '10k-20k', min: 10_000, max: 19_999 },
  { id: '20k-40k', min: 20_000, max: 39_999 },
  { id: '40k-80k', min: 40_000, max: 79_999 },
  { id: '80k-plus', min: 80_000, max: null },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

export const PRODUCT_STATUSES = ['available', 'sold', 'removed'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Local storage key of the app's access token (spec §3). */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** Words the product shows, letter for letter from the spec. */
export const TEXT = {
  unregisteredUser: 'Unregistered User',
  dashboardTitle: '- DASHBOARD -',
  loginTitle: 'mobile planet',
  forgetPassword: 'Forget Password?',
  continueWithGoogle: 'Continue with google',
  userCreated: 'User created successfully..',
  productAdded: (device: string) => `${device} is added successfully`,
  productRemoved: (device: string) => `${device} is successfully removed...`,
  deleteProductTitle: 'Are you sure want to delete?',
  deleteProductMessage: (device: string) => `If you delete ${device}, it can not be undone`,
  deleteUserConfirm: 'Do you want to delete the user?',
  userRemoved: 'successfully removed...',
  madeAdmin: 'Make admin successfully',
  advertised: 'Product added',
  bookingConfirmed: 'Booking confirmed',
  paymentFor: (device: string) => `Payment for ${device}`,
  pleasePay: (price: number | string) => `Please pay ${price} Taka`,
  paymentComplete: 'Payment complete',
  paymentCongrats: 'Congrats! Your payment is completed',
  newsletterThanksTitle: 'Thanks !',
  newsletterThanksBody: 'We will send your our updates regularly.',
  somethingWentWrong: 'Something went wrong!!',
  notFound: 'Not Found',
  unhandledThrownError: 'Unhandled Thrown Error!',
  totalProducts: 'Total Products',
  paid: 'Paid',
} as const;
