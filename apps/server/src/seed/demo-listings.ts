// The demo catalogue: second-hand phones and tablets as they are sold in Bangladesh, with prices
// in taka, each with the look of its own picture (drawn by device-art.ts).
import type { CategoryId, Condition, NeirStatus } from '@mobile-planet/shared';
import type { DeviceLook } from './device-art';

export interface DemoListing {
  /** Stable name of the listing: its ids are derived from it, so a repeated seed writes the same documents. */
  slug: string;
  deviceName: string;
  category: CategoryId;
  condition: Condition;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: number;
  Location: string;
  description: string;
  advertised: boolean;
  /** Listed this many days before the seed ran (newest first ordering has something to order). */
  daysAgo: number;
  /** Whose listing it is: the demo seller's, or the shop's own (the admin account). */
  owner: 'seller' | 'admin';
  look: DeviceLook;
  /**
   * A phone's NEIR status as its seller states it (default registered, as most phones sold here
   * are); a few are not, so a newcomer sees both badges and the filter. Tablets carry none (no IMEI).
   */
  neir?: NeirStatus;
  /** Photos of it in all (default 1): a few listings have a gallery, so a newcomer sees one. Each more is drawn from another angle of the same picture. */
  photoCount?: number;
}

/** The shop's own listings carry this seller name (an Admin may list devices too). */
export const SHOP_SELLER_NAME = 'Mobile Planet Outlet';

export const DEMO_LISTINGS: readonly DemoListing[] = [
  // Feature phones
  {
    slug: 'nokia-8210-4g', deviceName: 'Nokia 8210 4G', category: 'feature-phone', condition: 'good',
    resalePrice: 2900, originalPrice: 4600, yearsOfUse: 1, Location: 'Chattogram (Agrabad)', advertised: true, daysAgo: 1, owner: 'seller', photoCount: 3,
    description: 'Red, dual SIM, 4G calls. Battery still lasts four days. Small scratch on the back cover; box and charger included.',
    look: { kind: 'feature', shape: 'candybar', body: '#b91c1c', accent: '#fca5a5', brand: 'NOKIA' },
  },
  {
    slug: 'nokia-105-2023', deviceName: 'Nokia 105 (2023)', category: 'feature-phone', condition: 'fair',
    resalePrice: 650, originalPrice: 1350, yearsOfUse: 2, Location: 'Rangpur (Jahaj Company More)', advertised: false, daysAgo: 9, owner: 'seller', neir: 'unregistered',
    description: 'Charcoal, single SIM. Keypad worn on 5 and 0 but every key works. FM radio and torch fine. No box.',
    look: { kind: 'feature', shape: 'candybar', body: '#1f2937', accent: '#60a5fa', brand: 'NOKIA' },
  },
  {
    slug: 'symphony-b69', deviceName: 'Symphony B69', category: 'feature-phone', condition: 'excellent',
    resalePrice: 1200, originalPrice: 1650, yearsOfUse: 0.5, Location: 'Dhaka (Mirpur 10)', advertised: false, daysAgo: 3, owner: 'seller',
    description: 'Blue, dual SIM, 1800 mAh battery. Used as a backup phone for six months, looks new. With box and warranty card.',
    look: { kind: 'feature', shape: 'rugged', body: '#1d4ed8', accent: '#facc15', brand: 'Symphony' },
  },
  {
    slug: 'walton-olvio-mm19', deviceName: 'Walton Olvio MM19', category: 'feature-phone', condition: 'good',
    resalePrice: 850, originalPrice: 1400, yearsOfUse: 1.5, Location: 'Gazipur (Chowrasta)', advertised: false, daysAgo: 14, owner: 'seller',
    description: 'Black and green, dual SIM, loud speaker. Made in Bangladesh. A few hairline marks on the screen.',
    look: { kind: 'feature', shape: 'candybar', body: '#14532d', accent: '#4ade80', brand: 'WALTON' },
  },
  {
    slug: 'itel-it5606', deviceName: 'itel it5606', category: 'feature-phone', condition: 'fair',
    resalePrice: 700, originalPrice: 1550, yearsOfUse: 2.5, Location: 'Bogura (Satmatha)', advertised: false, daysAgo: 21, owner: 'seller',
    description: 'Dark blue, dual SIM, wireless FM. Battery replaced last year. Back cover has scuffs.',
    look: { kind: 'feature', shape: 'candybar', body: '#1e3a8a', accent: '#f472b6', brand: 'itel' },
  },
  {
    slug: 'samsung-guru-music-2', deviceName: 'Samsung Guru Music 2', category: 'feature-phone', condition: 'good',
    resalePrice: 1100, originalPrice: 2300, yearsOfUse: 3, Location: 'Sylhet (Zindabazar)', advertised: false, daysAgo: 30, owner: 'admin',
    description: 'White, dual SIM with the dedicated music keys. Loud and clear. Checked and cleaned by our shop.',
    look: { kind: 'feature', shape: 'rugged', body: '#e5e7eb', accent: '#2563eb', brand: 'SAMSUNG' },
  },
  {
    slug: 'nokia-150-2020', deviceName: 'Nokia 150 (2020)', category: 'feature-phone', condition: 'excellent',
    resalePrice: 1900, originalPrice: 3200, yearsOfUse: 1, Location: 'Khulna (Sonadanga)', advertised: false, daysAgo: 6, owner: 'seller',
    description: 'Cyan, dual SIM, rear camera, memory card slot. Kept in a case, no marks at all.',
    look: { kind: 'feature', shape: 'candybar', body: '#0e7490', accent: '#a5f3fc', brand: 'NOKIA' },
  },
  {
    slug: 'nokia-2660-flip', deviceName: 'Nokia 2660 Flip', category: 'feature-phone', condition: 'good',
    resalePrice: 3800, originalPrice: 6500, yearsOfUse: 1, Location: 'Dhaka (Dhanmondi)', advertised: false, daysAgo: 4, owner: 'seller',
    description: 'Pink flip phone with the outer display and big buttons, bought for my mother. Hinge firm, 4G works.',
    look: { kind: 'feature', shape: 'flip', body: '#db2777', accent: '#fbcfe8', brand: 'NOKIA' },
  },
  {
    slug: 'samsung-b310e', deviceName: 'Samsung B310E', category: 'feature-phone', condition: 'fair',
    resalePrice: 900, originalPrice: 2200, yearsOfUse: 4, Location: 'Barishal (Sadar Road)', advertised: false, daysAgo: 40, owner: 'seller',
    description: 'Black, dual SIM, torch and FM radio. Old but reliable; charger port a little loose.',
    look: { kind: 'feature', shape: 'rugged', body: '#111827', accent: '#f97316', brand: 'SAMSUNG' },
  },

  // Smartphones
  {
    slug: 'galaxy-a54-5g', deviceName: 'Samsung Galaxy A54 5G 8/256GB', category: 'smartphone', condition: 'excellent',
    resalePrice: 32000, originalPrice: 46999, yearsOfUse: 1, Location: 'Dhaka (Gulshan 1)', advertised: true, daysAgo: 0, owner: 'seller', photoCount: 4,
    description: 'Awesome Lime, official BD unit. Screen protector since day one, battery health 94%. Box, cable and receipt.',
    look: { kind: 'smartphone', shape: 'punch-hole', camera: 'strip', body: '#bef264', accent: '#365314', brand: 'SAMSUNG' },
  },
  {
    slug: 'redmi-note-13', deviceName: 'Xiaomi Redmi Note 13 8/128GB', category: 'smartphone', condition: 'good',
    resalePrice: 19500, originalPrice: 24999, yearsOfUse: 0.5, Location: 'Chattogram (GEC Circle)', advertised: true, daysAgo: 2, owner: 'seller',
    description: 'Midnight Black, 120 Hz AMOLED, 33 W charger included. Minor scratches on the frame.',
    look: { kind: 'smartphone', shape: 'punch-hole', camera: 'square', body: '#0f172a', accent: '#38bdf8', brand: 'Redmi' },
  },
  {
    slug: 'iphone-13', deviceName: 'Apple iPhone 13 128GB', category: 'smartphone', condition: 'good',
    resalePrice: 62000, originalPrice: 95000, yearsOfUse: 2, Location: 'Dhaka (Bashundhara R/A)', advertised: true, daysAgo: 1, owner: 'admin', photoCount: 3,
    description: 'Blue, battery health 86%, Face ID and True Tone working. Checked by our shop; 7 days replacement warranty.',
    look: { kind: 'smartphone', shape: 'notch', camera: 'diagonal', body: '#3b82f6', accent: '#dbeafe', brand: 'iPhone' },
  },
  {
    slug: 'realme-c55', deviceName: 'realme C55 6/128GB', category: 'smartphone', condition: 'fair',
    resalePrice: 11500, originalPrice: 18999, yearsOfUse: 1.5, Location: 'Rajshahi (Shaheb Bazar)', advertised: false, daysAgo: 12, owner: 'seller',
    description: 'Sunshower gold. Small crack in the corner of the back glass, screen perfect. Fast charger included.',
    look: { kind: 'smartphone', shape: 'waterdrop', camera: 'pill', body: '#facc15', accent: '#713f12', brand: 'realme' },
  },
  {
    slug: 'walton-primo-s8', deviceName: 'Walton Primo S8', category: 'smartphone', condition: 'good',
    resalePrice: 8900, originalPrice: 13499, yearsOfUse: 1, Location: 'Mymensingh (Ganginarpar)', advertised: false, daysAgo: 8, owner: 'seller',
    description: 'Ocean blue, 4/64GB. Bangladeshi brand with local service centres. Back cover and charger included.',
    look: { kind: 'smartphone', shape: 'waterdrop', camera: 'square', body: '#0369a1', accent: '#7dd3fc', brand: 'WALTON' },
  },
  {
    slug: 'pixel-7', deviceName: 'Google Pixel 7 128GB', category: 'smartphone', condition: 'excellent',
    resalePrice: 45000, originalPrice: 72000, yearsOfUse: 1.5, Location: 'Dhaka (Uttara Sector 7)', advertised: true, daysAgo: 2, owner: 'seller', neir: 'unregistered',
    description: 'Snow, the best camera in this price range. No scratches, always in a case. Android 15 installed. Brought from abroad, not registered in NEIR yet.',
    look: { kind: 'smartphone', shape: 'punch-hole', camera: 'bar', body: '#f8fafc', accent: '#0f172a', brand: 'Google' },
  },
  {
    slug: 'galaxy-s21-fe', deviceName: 'Samsung Galaxy S21 FE 5G', category: 'smartphone', condition: 'fair',
    resalePrice: 27000, originalPrice: 69999, yearsOfUse: 3, Location: 'Cumilla (Kandirpar)', advertised: false, daysAgo: 18, owner: 'seller',
    description: 'Lavender, 8/128GB. Screen has a faint burn-in on the status bar; otherwise works perfectly.',
    look: { kind: 'smartphone', shape: 'punch-hole', camera: 'contour', body: '#c4b5fd', accent: '#4c1d95', brand: 'SAMSUNG' },
  },
  {
    slug: 'oneplus-nord-ce3-lite', deviceName: 'OnePlus Nord CE 3 Lite 5G', category: 'smartphone', condition: 'good',
    resalePrice: 20500, originalPrice: 29999, yearsOfUse: 1, Location: 'Narayanganj (Chashara)', advertised: false, daysAgo: 5, owner: 'seller',
    description: 'Pastel lime, 8/128GB, 67 W SUPERVOOC charger. Light marks on the frame.',
    look: { kind: 'smartphone', shape: 'punch-hole', camera: 'circles', body: '#d9f99d', accent: '#1a2e05', brand: 'OnePlus' },
  },
  {
    slug: 'infinix-hot-40i', deviceName: 'Infinix Hot 40i 8/128GB', category: 'smartphone', condition: 'excellent',
    resalePrice: 12000, originalPrice: 14999, yearsOfUse: 0.5, Location: "Cox's Bazar (Kolatoli)", advertised: false, daysAgo: 3, owner: 'seller',
    description: 'Palm Blue, bought four months ago, sealed screen guard, full box with the official warranty.',
    look: { kind: 'smartphone', shape: 'island', camera: 'square', body: '#14b8a6', accent: '#134e4a', brand: 'Infinix' },
  },
  {
    slug: 'iphone-11', deviceName: 'Apple iPhone 11 64GB', category: 'smartphone', condition: 'fair',
    resalePrice: 33000, originalPrice: 72000, yearsOfUse: 4, Location: 'Sylhet (Amberkhana)', advertised: false, daysAgo: 25, owner: 'seller', neir: 'unregistered',
    description: 'Purple, battery health 78% (replacement recommended). Face ID works. Scratches on the edges.',
    look: { kind: 'smartphone', shape: 'notch', camera: 'square', body: '#a78bfa', accent: '#2e1065', brand: 'iPhone' },
  },
  {
    slug: 'vivo-y36', deviceName: 'vivo Y36 8/128GB', category: 'smartphone', condition: 'good',
    resalePrice: 16000, originalPrice: 24999, yearsOfUse: 1, Location: 'Jashore (Monihar)', advertised: false, daysAgo: 10, owner: 'admin',
    description: 'Meteor Black with the glittering back. 44 W charging. Cleaned and tested by our shop.',
    look: { kind: 'smartphone', shape: 'waterdrop', camera: 'circles', body: '#312e81', accent: '#c7d2fe', brand: 'vivo' },
  },

  // Tablets
  {
    slug: 'ipad-air-m1', deviceName: 'Apple iPad Air (5th gen) M1 64GB', category: 'tablet', condition: 'excellent',
    resalePrice: 63500, originalPrice: 84000, yearsOfUse: 1, Location: 'Dhaka (Dhanmondi 15)', advertised: true, daysAgo: 1, owner: 'seller', photoCount: 2,
    description: 'Space Grey, Wi-Fi. Used for reading and notes only; with the Apple Pencil (2nd gen) and a folio case.',
    look: { kind: 'tablet', shape: 'pen', body: '#4b5563', accent: '#e5e7eb', brand: 'iPad' },
  },
  {
    slug: 'xiaomi-pad-6', deviceName: 'Xiaomi Pad 6 8/256GB', category: 'tablet', condition: 'excellent',
    resalePrice: 34000, originalPrice: 44999, yearsOfUse: 0.5, Location: 'Dhaka (Banani)', advertised: true, daysAgo: 2, owner: 'seller',
    description: 'Mist Blue, 144 Hz display, four speakers. With the official keyboard cover. Like new.',
    look: { kind: 'tablet', shape: 'keyboard', body: '#93c5fd', accent: '#1e3a8a', brand: 'Xiaomi' },
  },
  {
    slug: 'galaxy-tab-a8', deviceName: 'Samsung Galaxy Tab A8 10.5"', category: 'tablet', condition: 'excellent',
    resalePrice: 19000, originalPrice: 28999, yearsOfUse: 1, Location: 'Chattogram (Nasirabad)', advertised: true, daysAgo: 3, owner: 'seller',
    description: 'Grey, 4/64GB with SIM slot for calls and data. Perfect for online classes. Box and charger.',
    look: { kind: 'tablet', shape: 'landscape', body: '#6b7280', accent: '#d1d5db', brand: 'SAMSUNG' },
  },
  {
    slug: 'lenovo-tab-m10-plus', deviceName: 'Lenovo Tab M10 Plus (3rd gen)', category: 'tablet', condition: 'fair',
    resalePrice: 12500, originalPrice: 24000, yearsOfUse: 2.5, Location: 'Rajshahi (Uposhohor)', advertised: false, daysAgo: 16, owner: 'seller',
    description: 'Storm Grey, 4/128GB. Kids used it for cartoons: some scratches on the back, screen fine.',
    look: { kind: 'tablet', shape: 'portrait', body: '#374151', accent: '#fbbf24', brand: 'Lenovo' },
  },
  {
    slug: 'walton-walpad-10x', deviceName: 'Walton Walpad 10X', category: 'tablet', condition: 'good',
    resalePrice: 7500, originalPrice: 13990, yearsOfUse: 1.5, Location: 'Rangpur (Dhap)', advertised: false, daysAgo: 20, owner: 'seller',
    description: '10 inch, 3/32GB, 4G SIM support. Good for YouTube and Zoom. Comes with a flip cover.',
    look: { kind: 'tablet', shape: 'landscape', body: '#0f766e', accent: '#99f6e4', brand: 'WALTON' },
  },
  {
    slug: 'galaxy-tab-s7-fe', deviceName: 'Samsung Galaxy Tab S7 FE', category: 'tablet', condition: 'good',
    resalePrice: 38000, originalPrice: 64999, yearsOfUse: 2, Location: 'Gazipur (Tongi)', advertised: false, daysAgo: 7, owner: 'admin',
    description: 'Mystic Green, 12.4 inch, S Pen included. Tested and cleaned by our shop.',
    look: { kind: 'tablet', shape: 'pen', body: '#166534', accent: '#bbf7d0', brand: 'SAMSUNG' },
  },
  {
    slug: 'huawei-matepad-t10s', deviceName: 'Huawei MatePad T10s', category: 'tablet', condition: 'fair',
    resalePrice: 9500, originalPrice: 21000, yearsOfUse: 3, Location: 'Barishal (Nathullabad)', advertised: false, daysAgo: 35, owner: 'seller',
    description: 'Deepsea Blue, 3/64GB. No Google apps (uses AppGallery). Battery lasts a school day.',
    look: { kind: 'tablet', shape: 'portrait', body: '#1e40af', accent: '#bfdbfe', brand: 'HUAWEI' },
  },
  {
    slug: 'nokia-t20', deviceName: 'Nokia T20 4/64GB', category: 'tablet', condition: 'good',
    resalePrice: 13000, originalPrice: 22500, yearsOfUse: 1.5, Location: 'Sylhet (Uposhohor)', advertised: false, daysAgo: 11, owner: 'seller',
    description: 'Ocean Blue, Wi-Fi + 4G. Three years of updates promised. Small dent on one corner.',
    look: { kind: 'tablet', shape: 'keyboard', body: '#1d4ed8', accent: '#e0e7ff', brand: 'NOKIA' },
  },
];

/** The demo buyer's booking: an available listing of the demo seller, not on the home page. */
export const DEMO_BOOKING_SLUG = 'realme-c55';
