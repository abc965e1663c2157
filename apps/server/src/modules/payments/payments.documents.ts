// The documents of payments as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { PaymentRecord } from '@mobile-planet/shared';
import type { Stored } from '../../db/stored';

export interface PaymentDoc extends Omit<Stored<PaymentRecord>, 'bookingId' | 'productId'> {
  bookingId: ObjectId;
  productId: ObjectId;
}

/** The sandbox processor's payment intents (what Stripe keeps on its side). */
export interface SandboxIntentDoc {
  _id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  metadata: Record<string, string>;
  createdAt: Date;
  card?: { brand: string; last4: string; expMonth: number; expYear: number };
  lastError?: { code: string; message: string };
  refunded?: boolean;
  succeededAt?: Date;
}

/**
 * One document per payment intent opened for a booking, keyed `<bookingId>:<generation>`. The
 * first insert of a generation wins, so tabs asking at the same instant open one intent between
 * them; the next generation is taken only once the last one's intent can no longer be paid.
 */
export interface IntentGenerationDoc {
  _id: string;
  bookingId: ObjectId;
  generation: number;
  createdAt: Date;
  /**
   * The request that took it (random): a request whose insert's answer was lost knows its own
   * generation by it, and gives back only its own. Absent on generations taken before it existed.
   */
  holder?: string;
  /** Set by the generation's winner once the processor has opened the intent. */
  intentId?: string;
}

/**
 * The sandbox processor's record that an intent was paid by a good card, keyed by the intent's
 * id: the first insert is the one confirm that succeeds. A declined card writes none.
 */
export interface SandboxConfirmationDoc {
  _id: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
  succeededAt: Date;
  refundedAt?: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const paymentsIndexes: Record<'payments' | 'sandboxIntents' | 'intentGenerations', IndexDescription[]> = {
  payments: [
    { key: { transactionId: 1 }, unique: true, name: 'one_payment_per_intent' },
    { key: { bookingId: 1 }, unique: true, name: 'one_payment_per_booking' },
  ],
  sandboxIntents: [
    // The sandbox processor's confirm finds its intent by the client secret the browser holds.
    { key: { clientSecret: 1 }, name: 'client_secret' },
  ],
  intentGenerations: [
    // A booking's latest intent generation (the `_id` is what keeps each generation taken once).
    { key: { bookingId: 1, generation: -1 }, name: 'booking_generation' },
  ],
};
