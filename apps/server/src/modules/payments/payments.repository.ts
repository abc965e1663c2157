// Data access for payments, product sales and the sale claims that keep a product sold once.
import type { ObjectId } from 'mongodb';
import { isDuplicateKey, type Database, type PaymentDoc, type SaleClaimDoc } from '../../db/mongo';


export function paymentsRepository(db: Database) {
  const { payments, saleClaims: claims } = db.collections;

  return {
    findPaymentByTransactionId: (transactionId: string) => payments.findOne({ transactionId }),
    findPaymentByBookingId: (bookingId: ObjectId) => payments.findOne({ bookingId }),

    /** Throws a duplicate-key error for a second record of the same intent or booking. */
    insertPayment: async (doc: Omit<PaymentDoc, '_id'>) => (await payments.insertOne({ ...doc } as PaymentDoc)).insertedId,

    /** Claims the product for a booking; answers the claim that holds it (ours or the winner's). */
    async claimProduct(claim: SaleClaimDoc): Promise<SaleClaimDoc> {
      try {
        await claims.insertOne(claim);
        return claim;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        const holder = await claims.findOne({ _id: claim._id });
        if (!holder) throw err;
        return holder;
      }
    },
  };
}
