// PLACEHOLDER: being written now.
import type { Collection } from 'mongodb';
import type { SandboxIntentDoc } from '../../../db/mongo';
import type { PaymentProvider } from '../provider';

export function createSandboxProvider(_intents: Collection<SandboxIntentDoc>): PaymentProvider {
  return { name: 'sandbox', createIntent: async () => { throw new Error('not yet'); }, retrieveIntent: async () => null, refund: async () => undefined };
}
