// Data access for payments, and the intent generations that keep a booking to one open payment intent.
import type { ObjectId } from 'mongodb';
import { insertOnce } from '../../db/insert-once';
import type { Database } from '../../db/mongo';
import type { PaymentDoc, IntentGenerationDoc } from './payments.documents';


export function paymentsRepository(db: Database) {
  const { payments, intentGenerations: generations } = db.collections;

  return {
    findPaymentByTransactionId: (transactionId: string) => payments.findOne({ transactionId }),
    findPaymentByBookingId: (bookingId: ObjectId) => payments.findOne({ bookingId }),

    /** Throws a duplicate-key error for a second record of the same intent or booking. */
    insertPayment: async (doc: Omit<PaymentDoc, '_id'>) => (await payments.insertOne({ ...doc } as PaymentDoc)).insertedId,

    /** The booking's latest intent generation, or null before its first intent. */
    latestIntentGeneration: (bookingId: ObjectId) => generations.find({ bookingId }).sort({ generation: -1 }).limit(1).next(),

    /** true when this call took that generation; false when another request holds it. */
    takeIntentGeneration: async (generation: IntentGenerationDoc & { holder: string }): Promise<boolean> =>
      // A duplicate can be this request's own insert, sent again by the driver after its answer was lost.
      (await insertOnce(generations, generation)) || (await generations.findOne({ _id: generation._id }))?.holder === generation.holder,

    /** Only the generation's winner writes this, once: no other request writes that document. */
    setGenerationIntent: (generationId: string, intentId: string) => generations.updateOne({ _id: generationId }, { $set: { intentId } }),

    /** Gives up a generation whose intent could not be opened, so the next request may take it; only the holder's own. */
    releaseIntentGeneration: (generationId: string, holder: string) => generations.deleteOne({ _id: generationId, holder }),
  };
}
