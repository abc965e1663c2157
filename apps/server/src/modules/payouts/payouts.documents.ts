// The documents of payouts as they are stored.
import type { ObjectId } from 'mongodb';

/**
 * The seller's payout of a completed deal, keyed by the booking's id (recorded once).
 * @public (exported for the declaration of the payouts service's return types)
 */
export interface PayoutDoc {
  _id: ObjectId;
  sellerEmail: string;
  amount: number;
  transactionId?: string;
  createdAt: Date;
}
