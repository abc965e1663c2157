// The words of each notification: the API sends its kind, the device's name and a few details, and the web
// words it (in the reader's language), for the buyer's or the seller's side as the kind implies.
import { WARRANTY_DAYS, type Notification, type NotificationKind } from '@mobile-planet/shared';
import { formatTaka } from '@/lib/format';
import { i18n } from '@/lib/i18n';

/** The details some kinds word besides the device: an amount, a previous price, a saved search's count and name. */
type Details = Pick<Notification, 'amount' | 'previousAmount' | 'count' | 'searchName'>;
const taka = (amount: number | undefined) => (amount === undefined ? '' : formatTaka(amount));

export const NOTIFICATION_TEXT: Record<NotificationKind, (device: string, details: Details) => string> = {
  booked: (device) => i18n.t('notifications:kind.booked', { device }),
  paid: (device) => i18n.t('notifications:kind.paid', { device }),
  sold_to_other: (device) => i18n.t('notifications:kind.soldToOther', { device }),
  expired: (device) => i18n.t('notifications:kind.expired', { device }),
  cancelled: (device) => i18n.t('notifications:kind.cancelled', { device }),
  handed_over: (device) => i18n.t('notifications:kind.handedOver', { device, days: WARRANTY_DAYS }),
  completed: (device) => i18n.t('notifications:kind.completed', { device }),
  claim_opened: (device) => i18n.t('notifications:kind.claimOpened', { device }),
  claim_refunded: (device) => i18n.t('notifications:kind.claimRefunded', { device }),
  claim_rejected: (device) => i18n.t('notifications:kind.claimRejected', { device }),
  refunded: (device) => i18n.t('notifications:kind.refunded', { device }),
  message: (device) => i18n.t('notifications:kind.message', { device }),
  reviewed: () => i18n.t('notifications:kind.reviewed'),
  question: (device) => i18n.t('notifications:kind.question', { device }),
  question_answer: (device) => i18n.t('notifications:kind.questionAnswer', { device }),
  neir_released: (device) => i18n.t('notifications:kind.neirReleased', { device }),
  offer_made: (device, { amount }) => i18n.t('notifications:kind.offerMade', { device, amount: taka(amount) }),
  offer_countered: (device, { amount }) => i18n.t('notifications:kind.offerCountered', { device, amount: taka(amount) }),
  offer_accepted: (device, { amount }) => i18n.t('notifications:kind.offerAccepted', { device, amount: taka(amount) }),
  offer_declined: (device) => i18n.t('notifications:kind.offerDeclined', { device }),
  offer_withdrawn: (device) => i18n.t('notifications:kind.offerWithdrawn', { device }),
  offer_lapsed: (device) => i18n.t('notifications:kind.offerLapsed', { device }),
  offer_closed: (device) => i18n.t('notifications:kind.offerClosed', { device }),
  favourite_price_drop: (device, { amount, previousAmount }) =>
    i18n.t('notifications:kind.favouritePriceDrop', { device, amount: taka(amount), previous: taka(previousAmount) }),
  favourite_sold: (device) => i18n.t('notifications:kind.favouriteSold', { device }),
  favourite_removed: (device) => i18n.t('notifications:kind.favouriteRemoved', { device }),
  saved_search_digest: (_device, { count, searchName }) =>
    i18n.t('notifications:kind.savedSearchDigest', { count: count ?? 0, name: searchName ?? '' }),
};

/** A notification in words. A kind this web does not know yet (a newer API) still reads sensibly. */
export function notificationText({ kind, device, ...details }: Pick<Notification, 'kind' | 'device'> & Details): string {
  const name = device?.trim();
  const word = NOTIFICATION_TEXT[kind] as ((device: string, details: Details) => string) | undefined;
  if (!word) return name ? i18n.t('notifications:kind.unknown', { device: name }) : i18n.t('notifications:kind.unknownNoDevice');
  // Said in place of the device's name when a notification has none.
  const text = word(name || i18n.t('notifications:noDevice'), details);
  // Only our own stand-in needs a capital at the start: a device name keeps its own ("iPhone").
  return name ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
