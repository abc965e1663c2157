// Writes the demo question threads through the questions module, so a newcomer finds one: on the
// demo seller's Nokia 8210 4G, the demo buyer asked and the seller answered, and another buyer's
// question waits for the seller's answer (the demo seller's bell tells of it). Written once: a
// thread that already has messages is left as it is.
import type { ProductDoc } from '../modules/products/products.documents';
import type { UserDoc } from '../modules/users/users.documents';
import type { AppServices } from '../services';
import { demoAccount } from './demo-accounts';
import { DEMO_BOOKING_BUYERS } from './demo-bookings';
import { demoId } from './demo-ids';

/** The listing the demo threads are on (the demo seller's, advertised on the home page). */
export const DEMO_QUESTIONS_SLUG = 'nokia-8210-4g';

/** Each thread: its asker ('buyer' is the demo buyer, else a DEMO_BOOKING_BUYERS key) and its messages in order. */
const DEMO_QUESTIONS: ReadonlyArray<{ asker: string; messages: ReadonlyArray<{ from: 'asker' | 'seller'; text: string }> }> = [
  {
    asker: 'buyer',
    messages: [
      { from: 'asker', text: 'Does it take two SIM cards, and does the 4G work with Grameenphone?' },
      { from: 'seller', text: 'Yes, dual SIM, and 4G works fine with GP and Robi. The box and charger are included.' },
    ],
  },
  {
    asker: 'nusrat',
    messages: [{ from: 'asker', text: 'Is the battery original? How long does it last in a day?' }],
  },
];

export async function writeDemoQuestions(services: AppServices, seedTime: Date, products: Map<string, ProductDoc>): Promise<number> {
  const product = products.get(DEMO_QUESTIONS_SLUG);
  if (!product) throw new Error(`demo questions name a listing that is not seeded: ${DEMO_QUESTIONS_SLUG}`);
  const { questions } = services;
  const sellerAccount = demoAccount('seller');
  const seller: UserDoc = { _id: demoId('user:seller', seedTime), name: sellerAccount.name, email: sellerAccount.email, role: 'Seller', createdAt: seedTime };
  const productId = product._id.toHexString();
  let written = 0;
  for (const demo of DEMO_QUESTIONS) {
    const asker = askerOf(demo.asker, seedTime);
    const mine = await questions.threads(asker, productId, { limit: 1 });
    if (mine.items.length > 0) continue;
    const [first, ...rest] = demo.messages;
    if (!first) continue;
    const { posted } = await questions.ask(asker, productId, first.text);
    for (const m of rest) await questions.reply(m.from === 'asker' ? asker : seller, productId, posted.thread._id, m.text);
    written += 1;
  }
  return written;
}

function askerOf(key: string, seedTime: Date): UserDoc {
  if (key === 'buyer') {
    const account = demoAccount('buyer');
    return { _id: demoId('user:buyer', seedTime), name: account.name, email: account.email, role: 'Buyer', createdAt: seedTime };
  }
  const b = DEMO_BOOKING_BUYERS.find((x) => x.key === key);
  if (!b) throw new Error(`demo question names no demo buyer: ${key}`);
  return { _id: demoId(`user:deal-buyer:${b.key}`, seedTime), name: b.name, email: b.email, role: 'Buyer', createdAt: seedTime };
}
