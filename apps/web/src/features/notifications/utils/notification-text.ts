// The words of each notification: the API sends only its kind and the device's name, and the web
// words it, for the buyer's or the seller's side as the kind implies.
import { WARRANTY_DAYS, type Notification, type NotificationKind } from '@mobile-planet/shared';

/** Said in place of the device's name when a notification has none. */
const NO_DEVICE = 'the device';

export const NOTIFICATION_TEXT: Record<NotificationKind, (device: string) => string> = {
  booked: (device) => `New booking for ${device}`,
  paid: (device) => `${device} was paid for`,
  sold_to_other: (device) => `${device} was sold to another buyer; your booking is closed`,
  expired: (device) => `The booking for ${device} expired unpaid`,
  cancelled: (device) => `The booking for ${device} was cancelled`,
  handed_over: (device) => `${device} was handed over; the ${WARRANTY_DAYS}-day warranty has started`,
  completed: (device) => `The deal for ${device} is complete`,
  claim_opened: (device) => `A warranty claim was opened for ${device}`,
  claim_refunded: (device) => `The warranty claim for ${device} was accepted and refunded`,
  claim_rejected: (device) => `The warranty claim for ${device} was rejected`,
  refunded: (device) => `The payment for ${device} was refunded`,
  message: (device) => `New message about ${device}`,
  reviewed: () => 'You got a new review',
};

/** A notification in words. A kind this web does not know yet (a newer API) still reads sensibly. */
export function notificationText({ kind, device }: Pick<Notification, 'kind' | 'device'>): string {
  const name = device?.trim();
  const word = NOTIFICATION_TEXT[kind] as ((device: string) => string) | undefined;
  if (!word) return name ? `An update about ${name}` : 'An update about one of your deals';
  const text = word(name || NO_DEVICE);
  // Only our own stand-in needs a capital at the start: a device name keeps its own ("iPhone").
  return name ? text : text.charAt(0).toUpperCase() + text.slice(1);
}
