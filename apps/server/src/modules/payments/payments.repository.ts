// Data access for payments, product sales and the sale claims that keep a product sold once.
import type { ObjectId } from 'mongodb';
import { isDuplicateKey, type Database, type PaymentDoc, type SaleClaimDoc } from '../../db/mongo';


export function paymentsRepository(db: Database) {
  const { payments, products, saleClaims: claims } = db.collections;

  return {
    findProduct: (id: ObjectId) => products.findOne({ _id: id }),
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

    /** available → sold, once; a product already sold keeps its first sale's fields. */
    markProductSold: (productId: ObjectId, sale: { bookingId: ObjectId; email: string }) =>
      products.findOneAndUpdate(
        { _id: productId, status: 'available' },
        { $set: { status: 'sold', advertised: false, soldTo: sale.email, soldBookingId: sale.bookingId, soldAt: new Date() } },
        { returnDocument: 'after' },
      ),
  };
}
