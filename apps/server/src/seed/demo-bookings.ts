// The demo seller's deals past the booking, so a newcomer sees the whole flow on first start: a
// paid deal waiting for its handover, a handed-over one in its warranty, an open claim, completed
// deals with reviews, an expired and a cancelled booking. Buyers are the demo buyer or made-up
// people (records only: they cannot sign in).
import type { BookingStatus, ClaimReason, DeviceCheck } from '@mobile-planet/shared';
import type { DemoListing } from './demo-listings';

export interface DemoBuyer {
  key: string;
  name: string;
  email: string;
  contact: string;
  location: string;
}

/** Buyers of the demo deals besides the demo buyer; `.test` addresses, clearly made up. */
export const DEMO_BOOKING_BUYERS: readonly DemoBuyer[] = [
  { key: 'sadia', name: 'Sadia Islam', email: 'sadia.islam@demo.mobileplanet.test', contact: '01700000201', location: 'Dhaka (Uttara Sector 4)' },
  { key: 'tanjim', name: 'Tanjim Ahmed', email: 'tanjim.ahmed@demo.mobileplanet.test', contact: '01700000202', location: 'Gazipur (Tongi)' },
  { key: 'nusrat', name: 'Nusrat Jahan', email: 'nusrat.jahan@demo.mobileplanet.test', contact: '01700000203', location: 'Narayanganj (Chashara)' },
];

export interface DemoBooking {
  slug: string;
  /** 'buyer' is the demo buyer's account; the others are DEMO_BOOKING_BUYERS keys. */
  buyer: string;
  status: BookingStatus;
  /** Booked this many days before the seed ran. */
  bookedDaysAgo: number;
  /** The demo seller's listing it was sold from (shown as sold), or, for a deal that sold nothing, one of DEMO_LISTINGS by slug. */
  listing: Omit<DemoListing, 'slug' | 'owner' | 'advertised'> | string;
  claim?: { reason: ClaimReason; text: string };
  review?: { rating: number; comment?: string };
  messages?: ReadonlyArray<{ from: 'buyer' | 'seller'; text: string }>;
  /** The device check the buyer ran on the phone at the meet-up. */
  deviceCheck?: Omit<DeviceCheck, 'at'>;
}

const allWork = { screen: 'works', touch: 'works', speaker: 'works', microphone: 'works', front_camera: 'works', back_camera: 'works', vibration: 'works' } as const;

const look = (body: string, accent: string, brand: string) =>
  ({ kind: 'smartphone', shape: 'punch-hole', camera: 'square', body, accent, brand }) as const;

export const DEMO_BOOKINGS: readonly DemoBooking[] = [
  {
    slug: 'deal-galaxy-m14', buyer: 'buyer', status: 'paid', bookedDaysAgo: 1,
    listing: { deviceName: 'Samsung Galaxy M14 5G 6/128GB', category: 'smartphone', condition: 'good', resalePrice: 14500, originalPrice: 21999, yearsOfUse: 1, Location: 'Dhaka (Mirpur 10)', description: 'Box and charger included. Battery holds a full day.', daysAgo: 6, look: look('#1e3a8a', '#93c5fd', 'SAMSUNG') },
    messages: [
      { from: 'buyer', text: 'Paid! Can we meet at Mirpur 10 tomorrow at 5 pm?' },
      { from: 'seller', text: 'Yes, at the metro station exit. Bring your handover code.' },
    ],
  },
  {
    slug: 'deal-redmi-12', buyer: 'buyer', status: 'handed_over', bookedDaysAgo: 4,
    deviceCheck: { imeiMatch: true, steps: allWork, sensors: ['orientation', 'motion', 'battery'], battery: 87 },
    listing: { deviceName: 'Xiaomi Redmi 12 8/128GB', category: 'smartphone', condition: 'excellent', resalePrice: 13800, originalPrice: 17999, yearsOfUse: 0.5, Location: 'Dhaka (Mirpur 10)', description: 'Like new, always in a case.', daysAgo: 9, look: look('#111827', '#a78bfa', 'Redmi') },
  },
  {
    slug: 'deal-oppo-a78', buyer: 'sadia', status: 'claimed', bookedDaysAgo: 6,
    listing: { deviceName: 'Oppo A78 8/128GB', category: 'smartphone', condition: 'good', resalePrice: 17500, originalPrice: 25990, yearsOfUse: 1, Location: 'Dhaka (Mirpur 10)', description: 'Small scratch on the back.', daysAgo: 12, look: look('#065f46', '#6ee7b7', 'OPPO') },
    claim: { reason: 'not_working', text: 'The speaker crackles on every call since the second day.' },
    // Checked at the meet-up: the speaker passed then, which the admin deciding the claim can read.
    deviceCheck: { imeiMatch: true, steps: { ...allWork, back_camera: 'skipped' }, sensors: ['orientation', 'motion'] },
    messages: [
      { from: 'buyer', text: 'The speaker crackles on calls. Can you look at it?' },
      { from: 'seller', text: 'Sorry to hear that. It worked when I tested it; let us see what the admin says.' },
    ],
  },
  {
    slug: 'deal-pixel-6a', buyer: 'sadia', status: 'completed', bookedDaysAgo: 20,
    listing: { deviceName: 'Google Pixel 6a 128GB', category: 'smartphone', condition: 'good', resalePrice: 24500, originalPrice: 44000, yearsOfUse: 2, Location: 'Dhaka (Mirpur 10)', description: 'Camera is superb. Minor wear on the frame.', daysAgo: 25, look: look('#d6d3d1', '#16a34a', 'Pixel') },
    review: { rating: 5, comment: 'Exactly as described, and he waited for me when I was late.' },
  },
  {
    slug: 'deal-iphone-xr', buyer: 'tanjim', status: 'completed', bookedDaysAgo: 30,
    listing: { deviceName: 'Apple iPhone XR 64GB', category: 'smartphone', condition: 'fair', resalePrice: 16000, originalPrice: 60000, yearsOfUse: 4, Location: 'Dhaka (Mirpur 10)', description: 'Battery health 79%. Works fine.', daysAgo: 34, look: look('#dc2626', '#fecaca', 'iPhone') },
    review: { rating: 4, comment: 'Good phone for the price; the battery is a bit weaker than I hoped.' },
  },
  {
    slug: 'deal-realme-11', buyer: 'nusrat', status: 'completed', bookedDaysAgo: 40,
    listing: { deviceName: 'realme 11 8/256GB', category: 'smartphone', condition: 'excellent', resalePrice: 21500, originalPrice: 27999, yearsOfUse: 0.5, Location: 'Dhaka (Mirpur 10)', description: 'Used for three months.', daysAgo: 44, look: look('#a16207', '#fde68a', 'realme') },
    review: { rating: 5 },
  },
  {
    slug: 'deal-nokia-2660', buyer: 'tanjim', status: 'expired', bookedDaysAgo: 5,
    listing: 'nokia-2660-flip',
  },
  {
    slug: 'deal-infinix-hot-40i', buyer: 'nusrat', status: 'cancelled', bookedDaysAgo: 3,
    listing: 'infinix-hot-40i',
  },
  // Earlier sales of two models still on the market (galaxy-a54-5g, redmi-note-13), named as sellers
  // write them: the price guide has five comparable sales of each, so the listings show a badge
  // ("Good price", "Fair price") and /price-guide has figures on first start.
  ...marketSales(),
];

function marketSales(): DemoBooking[] {
  const buyers = ['sadia', 'tanjim', 'nusrat'];
  const sale = (slug: string, i: number, listing: Omit<DemoListing, 'slug' | 'owner' | 'advertised' | 'category' | 'Location' | 'daysAgo'>): DemoBooking => ({
    slug, buyer: buyers[i % buyers.length]!, status: 'completed', bookedDaysAgo: 50 + i * 12,
    listing: { ...listing, category: 'smartphone', Location: 'Dhaka (Mirpur 10)', daysAgo: 53 + i * 12 },
  });
  const a54 = look('#4d7c0f', '#d9f99d', 'SAMSUNG');
  const note13 = look('#1f2937', '#38bdf8', 'Redmi');
  return [
    sale('sale-galaxy-a54-1', 0, { deviceName: 'Samsung Galaxy A54 5G 8/256GB', condition: 'excellent', resalePrice: 34000, originalPrice: 46999, yearsOfUse: 1, description: 'No scratches, box and bill.', look: a54 }),
    sale('sale-galaxy-a54-2', 1, { deviceName: 'Samsung Galaxy A54 5G 8/128GB Awesome Graphite', condition: 'excellent', resalePrice: 33000, originalPrice: 42999, yearsOfUse: 1.5, description: 'Always in a case.', look: a54 }),
    sale('sale-galaxy-a54-3', 2, { deviceName: 'Galaxy A54 5G 8/256GB', condition: 'excellent', resalePrice: 35500, originalPrice: 46999, yearsOfUse: 1, description: 'With the official warranty card.', look: a54 }),
    sale('sale-galaxy-a54-4', 3, { deviceName: 'Samsung Galaxy A54 8/256GB', condition: 'excellent', resalePrice: 36000, originalPrice: 46999, yearsOfUse: 1, description: 'Screen protector since day one.', look: a54 }),
    sale('sale-galaxy-a54-5', 4, { deviceName: 'Samsung Galaxy A54 5G (8GB/256GB) Awesome Lime', condition: 'excellent', resalePrice: 31000, originalPrice: 46999, yearsOfUse: 1.5, description: 'Charger not included.', look: a54 }),
    sale('sale-redmi-note-13-1', 5, { deviceName: 'Xiaomi Redmi Note 13 8/128GB', condition: 'good', resalePrice: 19000, originalPrice: 24999, yearsOfUse: 0.5, description: 'Light marks on the frame.', look: note13 }),
    sale('sale-redmi-note-13-2', 6, { deviceName: 'Redmi Note 13 8/256GB', condition: 'good', resalePrice: 20500, originalPrice: 27999, yearsOfUse: 0.5, description: 'Box, charger and case.', look: note13 }),
    sale('sale-redmi-note-13-3', 7, { deviceName: 'Xiaomi Redmi Note 13 6/128GB Midnight Black', condition: 'good', resalePrice: 18500, originalPrice: 22999, yearsOfUse: 0.5, description: 'Battery holds a day and a half.', look: note13 }),
    sale('sale-redmi-note-13-4', 8, { deviceName: 'Xiaomi Redmi Note 13 4G 8/128GB', condition: 'good', resalePrice: 20000, originalPrice: 24999, yearsOfUse: 0.5, description: 'Small dent on one corner.', look: note13 }),
    sale('sale-redmi-note-13-5', 9, { deviceName: 'Redmi Note 13 8/128GB', condition: 'good', resalePrice: 21500, originalPrice: 24999, yearsOfUse: 0.5, description: 'Used with a cover; like new.', look: note13 }),
  ];
}

/** A made-up buyer's report of a demo listing: the Admin's Moderation queue shows it on first start. */
export const DEMO_REPORT = {
  listing: 'itel-it5606',
  by: 'tanjim',
  reason: 'wrong_price',
  text: 'The same phone sells new for less than this in Bogura; the price looks like a typo.',
} as const;
