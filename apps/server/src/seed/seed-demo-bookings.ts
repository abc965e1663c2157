// Writes the demo seller's deals (demo-deals.ts) through the modules' services: made-up buyers as
// users, the sold listings with their pictures, each booking at the point of its life it has
// reached with the history that got it there, the payouts of completed deals, the reviews, the
// messages and a few notifications. Idempotent, as the rest of the seed: fixed ids, imports that
// write only what is missing, and reviews and messages written only once.
//
// The demo deals were paid outside the card processor (no transaction id): a seller cancelling
// one, or an Admin refunding its claim, moves the deal but has no charge to refund.
import { BOOKING_TTL_HOURS, WARRANTY_DAYS, type BookingEvent, type BookingStatus } from '@mobile-planet/shared';
import type { BookingDoc, StoredBookingEvent } from '../modules/bookings/bookings.documents';
import { newBooking } from '../modules/bookings/new-booking';
import type { ProductDoc } from '../modules/products/products.documents';
import type { UserDoc } from '../modules/users/users.documents';
import { DomainError } from '../domain/errors';
import { imagePath } from '../modules/images/image-url';
import type { AppServices } from '../services';
import { demoAccount } from './demo-accounts';
import { DEMO_BOOKING_BUYERS, DEMO_BOOKINGS, DEMO_REPORT, type DemoBooking } from './demo-bookings';
import { demoDigits, demoId, postedDate } from './demo-ids';
import { demoImeiFields } from './demo-imei';
import { renderDemoPicture } from './demo-pictures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SOLD: readonly BookingStatus[] = ['paid', 'handed_over', 'claimed', 'completed'];

/** When each step of a demo deal happened, counted back from the seed's time. */
function timeline(deal: DemoBooking, seedTime: Date) {
  const booked = new Date(seedTime.getTime() - deal.bookedDaysAgo * DAY);
  const paid = new Date(booked.getTime() + 2 * HOUR);
  const handedOver = new Date(paid.getTime() + DAY);
  return {
    booked,
    paid,
    handedOver,
    // The seller released the phone from NEIR on the morning of the handover.
    released: new Date(handedOver.getTime() - 4 * HOUR),
    warrantyEnds: new Date(handedOver.getTime() + WARRANTY_DAYS * DAY),
    claimed: new Date(handedOver.getTime() + 2 * DAY),
    expires: new Date(booked.getTime() + BOOKING_TTL_HOURS * HOUR),
    cancelled: new Date(booked.getTime() + 3 * HOUR),
  };
}

/** The demo deal's steps; a phone (it has an IMEI) is released from NEIR before its handover. */
function history(deal: DemoBooking, t: ReturnType<typeof timeline>, hasImei: boolean): StoredBookingEvent[] {
  const step = (event: BookingEvent['event'], from: BookingStatus, to: BookingStatus, by: BookingEvent['by'], at: Date): StoredBookingEvent => ({ event, from, to, by, at });
  const paid = [step('pay', 'booked', 'paid', 'buyer', t.paid)];
  const release = hasImei ? [step('neir_release', 'paid', 'paid', 'seller', t.released)] : [];
  const handedOver = [...paid, ...release, step('handover', 'paid', 'handed_over', 'seller', t.handedOver)];
  switch (deal.status) {
    case 'paid':
      return paid;
    case 'handed_over':
      return handedOver;
    case 'claimed':
      return [...handedOver, step('claim', 'handed_over', 'claimed', 'buyer', t.claimed)];
    case 'completed':
      return [...handedOver, step('complete', 'handed_over', 'completed', 'system', t.warrantyEnds)];
    case 'expired':
      return [step('expire', 'booked', 'expired', 'system', t.expires)];
    case 'cancelled':
      return [step('cancel', 'booked', 'cancelled', 'buyer', t.cancelled)];
    default:
      return [];
  }
}

export async function writeDemoBookings(services: AppServices, seedTime: Date, catalogue: Map<string, ProductDoc>): Promise<number> {
  const { users, images, products, bookings, payouts, priceGuide, reviews, messages, notifications } = services;

  const sellerAccount = demoAccount('seller');
  const seller: UserDoc = { _id: demoId('user:seller', seedTime), name: sellerAccount.name, email: sellerAccount.email, role: 'Seller', createdAt: seedTime };
  const buyerAccount = demoAccount('buyer');
  const buyers = new Map<string, UserDoc & { contact: string; location: string }>([
    ['buyer', { _id: demoId('user:buyer', seedTime), name: buyerAccount.name, email: buyerAccount.email, role: 'Buyer', createdAt: seedTime, contact: buyerAccount.contact, location: buyerAccount.location }],
  ]);
  for (const b of DEMO_BOOKING_BUYERS) {
    const user: UserDoc = { _id: demoId(`user:deal-buyer:${b.key}`, seedTime), name: b.name, email: b.email, role: 'Buyer', createdAt: new Date(seedTime.getTime() - 60 * DAY) };
    await users.importAccount(user);
    buyers.set(b.key, { ...user, contact: b.contact, location: b.location });
  }

  for (const deal of DEMO_BOOKINGS) {
    const buyer = buyers.get(deal.buyer);
    if (!buyer) throw new Error(`demo deal ${deal.slug} names no buyer ${deal.buyer}`);
    const t = timeline(deal, seedTime);
    const bookingId = demoId(`booking:${deal.slug}`, seedTime);
    const sold = SOLD.includes(deal.status);

    let product: ProductDoc | undefined;
    if (typeof deal.listing === 'string') {
      product = catalogue.get(deal.listing);
    } else {
      const imageId = demoId(`image:${deal.slug}`, seedTime);
      await images.importImage(imageId, { ...(await renderDemoPicture(deal.listing.deviceName, deal.listing.look, deal.slug)), ownerEmail: seller.email });
      const createdAt = new Date(seedTime.getTime() - deal.listing.daysAgo * DAY);
      const { look: _look, daysAgo: _daysAgo, neir: _neir, ...fields } = deal.listing;
      product = {
        ...fields,
        _id: demoId(`product:${deal.slug}`, seedTime),
        customID: `MP-${demoId(`custom:${deal.slug}`, seedTime).toHexString().slice(-8).toUpperCase()}`,
        brand: undefined,
        sellerName: seller.name,
        sellerEmail: seller.email,
        sellerId: seller._id.toHexString(),
        postedDate: postedDate(createdAt),
        Contact: sellerAccount.contact,
        img: imagePath(imageId),
        status: sold ? 'sold' : 'available',
        advertised: false,
        createdAt,
        ...(sold ? { soldTo: buyer.email, soldBookingId: bookingId, soldAt: t.paid } : {}),
        ...demoImeiFields(deal.slug, deal.listing.category, deal.listing.neir),
      };
      delete product.brand; // guessed from the device name when read
      await products.importListing(product);
    }
    if (!product) throw new Error(`demo deal ${deal.slug} names no listing`);

    const events = history(deal, t, Boolean(product.imei));
    const doc: BookingDoc = {
      _id: bookingId,
      ...newBooking(product, buyer, t.booked),
      paid: sold,
      sellerEmail: seller.email,
      sellerName: seller.name,
      sellerId: seller._id.toHexString(),
      status: deal.status,
      history: events,
      version: events.length,
      expiresAt: t.expires,
      ...(sold ? { paidAt: t.paid } : {}),
      ...(deal.status === 'paid' ? { handoverCode: demoDigits(deal.slug, seedTime) } : {}),
      ...(['handed_over', 'claimed', 'completed'].includes(deal.status)
        ? { handedOverAt: t.handedOver, warrantyEndsAt: t.warrantyEnds, ...(product.imei ? { neirReleasedAt: t.released } : {}) }
        : {}),
      ...(deal.deviceCheck ? { deviceCheck: { ...deal.deviceCheck, at: t.handedOver } } : {}),
      ...(deal.claim ? { claim: { ...deal.claim, photos: [], openedAt: t.claimed } } : {}),
    };
    await bookings.importBooking(doc);

    if (deal.status === 'completed') {
      await payouts.record(doc);
      // Counted by the price guide as a completed deal's follow-up would (once, however often the seed runs).
      await priceGuide.recordSale(doc, t.warrantyEnds);
    }
    if (deal.review) {
      try {
        await reviews.post(buyer, { bookingId: bookingId.toHexString(), rating: deal.review.rating, ...(deal.review.comment ? { comment: deal.review.comment } : {}) });
      } catch (err) {
        // Reviewed by an earlier run of this seed.
        if (!(err instanceof DomainError && err.kind === 'conflict')) throw err;
      }
    }
    if (deal.messages) {
      const thread = await messages.pageFor(seller, bookingId.toHexString(), { limit: 1 });
      if (thread.items.length === 0) {
        for (const m of deal.messages) await messages.post(m.from === 'buyer' ? buyer : seller, bookingId.toHexString(), m.text);
      }
    }
    if (deal.status === 'paid' || deal.status === 'claimed') {
      const kind = deal.status === 'paid' ? 'paid' : 'claim_opened';
      await notifications.notify({ email: seller.email, kind, bookingId, device: product.deviceName, key: `demo:${deal.slug}:${kind}` });
    }
  }
  // A report in the Admin's Moderation queue, so it has something to show on first start.
  const reported = catalogue.get(DEMO_REPORT.listing);
  const reporter = buyers.get(DEMO_REPORT.by);
  if (reported && reporter) {
    try {
      await services.moderation.report(reporter, reported._id.toHexString(), { reason: DEMO_REPORT.reason, text: DEMO_REPORT.text });
    } catch (err) {
      // Reported by an earlier run of this seed.
      if (!(err instanceof DomainError && err.kind === 'conflict')) throw err;
    }
  }
  return DEMO_BOOKINGS.length;
}
