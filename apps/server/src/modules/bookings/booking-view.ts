// A stored booking as the API answers it: string ids, an absolute image URL, no internal fields.
import type { BookingDoc } from '../../db/mongo';
import type { Booking } from '@mobile-planet/shared';
import { absoluteImageUrl } from '../images/image-url';

export function toBooking(doc: BookingDoc, publicApiUrl: string): Booking {
  const img = doc.img ? absoluteImageUrl(publicApiUrl, doc.img) : undefined;
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    device: doc.device,
    price: doc.price,
    contact: doc.contact,
    location: doc.location,
    paid: doc.paid,
    productId: doc.productId.toHexString(),
    ...(img ? { img } : {}),
    ...(doc.transactionId ? { transactionId: doc.transactionId } : {}),
    createdAt: doc.createdAt.toISOString(),
  };
}
