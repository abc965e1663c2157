// A new booking of a listing, as POST /bookings stores it and the demo data imports it: `booked`,
// its expiry running (BOOKING_START), the device, price and seller copied from the listing, the
// buyer's name and email from their account and how to reach them from the form.
import { BOOKING_START, timerEnd } from '@mobile-planet/shared';
import type { ProductDoc } from '../products/products.documents';
import type { NewBooking } from './bookings.repository';

export interface Booker {
  name: string;
  email: string;
  contact: string;
  location: string;
}

export function newBooking(listing: ProductDoc, buyer: Booker, at: Date): NewBooking {
  return {
    name: buyer.name,
    email: buyer.email,
    device: listing.deviceName,
    price: listing.resalePrice,
    contact: buyer.contact,
    location: buyer.location,
    paid: false,
    productId: listing._id,
    img: listing.img,
    createdAt: at,
    sellerEmail: listing.sellerEmail,
    sellerName: listing.sellerName,
    ...(listing.sellerId ? { sellerId: listing.sellerId } : {}),
    sellerContact: listing.Contact,
    meetingPlace: listing.Location,
    // A phone's IMEIs: the buyer checks them once paid, and its seller releases it from NEIR before the handover.
    ...(listing.imei ? { imei: listing.imei, neirReleaseNeeded: true } : { neirReleaseNeeded: false }),
    ...(listing.imei2 ? { imei2: listing.imei2 } : {}),
    status: BOOKING_START.status,
    version: 0,
    history: [],
    expiresAt: timerEnd(BOOKING_START.starts, at),
  };
}
