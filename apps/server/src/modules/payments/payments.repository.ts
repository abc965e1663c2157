// Data access for payments, product sales and the sale claims that keep a product sold once, and
// the intent claims that keep a booking to one open payment intent.
import type { ObjectId } from 'mongodb';
import { insertOnce, orDuplicate } from '../../db/insert-once';
import type { Database } from '../../db/mongo';
import type { PaymentDoc, PaymentIntentClaimDoc, SaleClaimDoc } from './payments.documents';


export function paymentsRepository(db: Database) {
  const { payments, saleClaims: claims, paymentIntentClaims: intentClaims } = db.collections;

  return {
    findPaymentByTransactionId: (transactionId: string) => payments.findOne({ transactionId }),
    findPaymentByBookingId: (bookingId: ObjectId) => payments.findOne({ bookingId }),

    /** Throws a duplicate-key error for a second record of the same intent or booking. */
    insertPayment: async (doc: Omit<PaymentDoc, '_id'>) => (await payments.insertOne({ ...doc } as PaymentDoc)).insertedId,

    /** Claims the product for a booking; answers the claim that holds it (ours or the winner's). */
    claimProduct: (claim: SaleClaimDoc): Promise<SaleClaimDoc> =>
      orDuplicate(claims.insertOne(claim).then(() => claim), async (err) => {
        const holder = await claims.findOne({ _id: claim._id });
        if (!holder) throw err;
        return holder;
      }),

    /** The booking's latest intent generation, or null before its first intent. */
    latestIntentClaim: (bookingId: ObjectId) => intentClaims.find({ bookingId }).sort({ generation: -1 }).limit(1).next(),

    /** true when this call claimed that generation; false when another request holds it. */
    claimIntentGeneration: (claim: PaymentIntentClaimDoc): Promise<boolean> => insertOnce(intentClaims, claim),

    /** Only the generation's winner writes this, once: no other request writes that document. */
    setClaimIntent: (claimId: string, intentId: string) => intentClaims.updateOne({ _id: claimId }, { $set: { intentId } }),

    /** Gives up a generation whose intent could not be opened, so the next request may claim it. */
    releaseIntentClaim: (claimId: string) => intentClaims.deleteOne({ _id: claimId }),
  };
}
