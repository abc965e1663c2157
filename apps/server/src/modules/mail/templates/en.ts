// The mail in English.
import type { MailTopic } from '@mobile-planet/shared';
import type { MailWords } from './words';

const TOPIC: Record<MailTopic, string> = {
  deals: 'your deals',
  offers: 'offers',
  favourites: 'your favourites',
  saved_searches: 'your saved searches',
};

export const en: MailWords = {
  lang: 'en',
  greeting: 'Hello,',
  kinds: {
    booked: ({ device }) => ({ subject: `New booking for ${device}`, body: `A buyer booked ${device}. They have 48 hours to pay; you will hear from us when they do.`, action: 'Open the deal' }),
    paid: ({ device }) => ({ subject: `${device} was paid for`, body: `The payment for ${device} has gone through. Arrange the meet-up and the handover in the deal.`, action: 'Open the deal' }),
    sold_to_other: ({ device }) => ({ subject: `${device} was sold to another buyer`, body: `${device} was sold to another buyer, so your booking is closed. Nothing was charged for it.`, action: 'Open the deal' }),
    expired: ({ device }) => ({ subject: `The booking for ${device} expired`, body: `The booking for ${device} expired unpaid.`, action: 'Open the deal' }),
    cancelled: ({ device }) => ({ subject: `The booking for ${device} was cancelled`, body: `The booking for ${device} was cancelled.`, action: 'Open the deal' }),
    handed_over: ({ device, warrantyDays }) => ({
      subject: `${device} was handed over`,
      body: `${device} was handed over. The ${warrantyDays}-day warranty has started.`,
      action: 'Open the deal',
    }),
    completed: ({ device }) => ({ subject: `The deal for ${device} is complete`, body: `The deal for ${device} is complete. Thank you for trading on Mobile Planet.`, action: 'Open the deal' }),
    claim_opened: ({ device }) => ({ subject: `A warranty claim was opened for ${device}`, body: `The buyer opened a warranty claim for ${device}. An admin will decide it.`, action: 'Open the deal' }),
    claim_refunded: ({ device }) => ({ subject: `Warranty claim for ${device}: refunded`, body: `The warranty claim for ${device} was accepted and the payment refunded.`, action: 'Open the deal' }),
    claim_rejected: ({ device }) => ({ subject: `Warranty claim for ${device}: rejected`, body: `The warranty claim for ${device} was rejected.`, action: 'Open the deal' }),
    refunded: ({ device }) => ({ subject: `The payment for ${device} was refunded`, body: `The payment for ${device} was refunded.`, action: 'Open the deal' }),
    neir_released: ({ device }) => ({
      subject: `${device} was released from NEIR`,
      body: `The seller released ${device} from NEIR: you can meet for the handover.`,
      action: 'Open the deal',
    }),
    offer_made: ({ device, amount }) => ({ subject: `New offer of ${amount} for ${device}`, body: `A buyer offered ${amount} for ${device}. Accept, decline or counter it within 48 hours.`, action: 'See your offers' }),
    offer_countered: ({ device, amount }) => ({ subject: `Counter-offer of ${amount} for ${device}`, body: `You have a counter-offer of ${amount} for ${device}.`, action: 'See your offers' }),
    offer_accepted: ({ device, amount }) => ({ subject: `Your offer for ${device} was accepted`, body: `Your offer of ${amount} for ${device} was accepted. Pay within 48 hours to keep the deal.`, action: 'See your offers' }),
    offer_lapsed: ({ device }) => ({ subject: `The offer for ${device} lapsed`, body: `The offer for ${device} lapsed unanswered after 48 hours.`, action: 'See your offers' }),
    favourite_price_drop: ({ device, amount, previous }) => ({
      subject: `Price drop: ${device} is now ${amount}`,
      body: `${device}, one of your favourites, is now ${amount} (it was ${previous}).`,
      action: 'See the listing',
    }),
    saved_search_digest: ({ count, countText, searchName }) => ({
      subject: count === 1 ? `1 new listing for “${searchName}”` : `${countText} new listings for “${searchName}”`,
      body: count === 1 ? `1 new listing matches your saved search “${searchName}”.` : `${countText} new listings match your saved search “${searchName}”.`,
      action: 'See your saved searches',
    }),
  },
  why: (topic) => `You get this mail because you have an account on Mobile Planet and mail about ${TOPIC[topic]} is on.`,
  unsubscribe: (topic) => `Stop mail about ${TOPIC[topic]}`,
  settings: 'Email settings',
  signature: 'Mobile Planet',
};
