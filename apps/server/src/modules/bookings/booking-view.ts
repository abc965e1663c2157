// A stored booking as the API answers it: string ids, ISO dates, an absolute image URL, and only
// what the reader may see (the handover code is the buyer's alone; the IMEIs the paying buyer's
// and an Admin's, on the booking's own page only).
import type { Booking, BookingEvent, BookingSide } from '@mobile-planet/shared';
import type { BookingDoc, BookingTransitionDoc, StoredBookingEvent, StoredClaim } from './bookings.documents';
import { absoluteImageUrl } from '../images/image-url';

/** Who is reading: the booking's buyer, the listing's seller, or an Admin. */
export type BookingReader = BookingSide;

/** The history entry a logged transition becomes on its booking. */
export function toStoredEvent(entry: BookingTransitionDoc): StoredBookingEvent {
  return { event: entry.event, from: entry.from, to: entry.to, by: entry.by, at: entry.at, ...(entry.note ? { note: entry.note } : {}) };
}

const iso = (d: Date | undefined) => (d ? { value: d.toISOString() } : null);

function toEvent(e: StoredBookingEvent): BookingEvent {
  return { event: e.event, from: e.from, to: e.to, by: e.by, at: e.at.toISOString(), ...(e.note ? { note: e.note } : {}) };
}

function toClaim(claim: StoredClaim, publicApiUrl: string): NonNullable<Booking['claim']> {
  return {
    reason: claim.reason,
    text: claim.text,
    photos: claim.photos.map((url) => absoluteImageUrl(publicApiUrl, url)),
    openedAt: claim.openedAt.toISOString(),
    ...(claim.decision ? { decision: { outcome: claim.decision.outcome, note: claim.decision.note, at: claim.decision.at.toISOString() } } : {}),
  };
}

export function toBooking(
  doc: BookingDoc,
  publicApiUrl: string,
  reader: BookingReader,
  extra: { handover?: Booking['handover']; withImei?: boolean } = {},
): Booking {
  const img = doc.img ? absoluteImageUrl(publicApiUrl, doc.img) : undefined;
  const dates = {
    paidAt: iso(doc.paidAt), handedOverAt: iso(doc.handedOverAt), warrantyEndsAt: iso(doc.warrantyEndsAt),
    neirReleasedAt: iso(doc.neirReleasedAt), registeredAt: iso(doc.registeredAt),
  };
  // Once paid (the money is in), never to the seller, who has them; nor in a list.
  const showImei = extra.withImei === true && reader !== 'seller' && doc.paidAt !== undefined;
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    device: doc.device,
    price: doc.price,
    contact: doc.contact,
    location: doc.location,
    // A refunded booking is not paid (the stored flag records that it once was).
    paid: doc.paid && doc.status !== 'refunded',
    productId: doc.productId.toHexString(),
    ...(img ? { img } : {}),
    ...(doc.transactionId ? { transactionId: doc.transactionId } : {}),
    createdAt: doc.createdAt.toISOString(),
    status: doc.status,
    history: doc.history.map(toEvent),
    sellerName: doc.sellerName,
    ...(doc.sellerId ? { sellerId: doc.sellerId } : {}),
    // The seller knows their own number and place; the buyer needs them to meet.
    ...(reader !== 'seller' && doc.sellerContact ? { sellerContact: doc.sellerContact } : {}),
    ...(reader !== 'seller' && doc.meetingPlace ? { meetingPlace: doc.meetingPlace } : {}),
    expiresAt: doc.expiresAt.toISOString(),
    ...Object.fromEntries(Object.entries(dates).flatMap(([k, v]) => (v ? [[k, v.value]] : []))),
    ...(reader === 'buyer' && doc.status === 'paid' && doc.handoverCode ? { handoverCode: doc.handoverCode } : {}),
    ...(reader === 'seller' && extra.handover ? { handover: extra.handover } : {}),
    ...(doc.claim ? { claim: toClaim(doc.claim, publicApiUrl) } : {}),
    // Said only of a phone (one with an IMEI): absent, a booking needs no release.
    ...(doc.neirReleaseNeeded ? { neirReleaseNeeded: true } : {}),
    ...(showImei && doc.imei ? { imei: doc.imei } : {}),
    ...(showImei && doc.imei2 ? { imei2: doc.imei2 } : {}),
    ...(doc.kyd ? { kyd: { result: doc.kyd.result, at: doc.kyd.at.toISOString() } } : {}),
    ...(doc.deviceCheck ? { deviceCheck: { ...doc.deviceCheck, at: doc.deviceCheck.at.toISOString() } } : {}),
    ...(doc.reviewed ? { reviewed: true } : {}),
    side: reader,
  };
}
