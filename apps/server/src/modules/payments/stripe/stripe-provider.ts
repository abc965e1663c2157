// PLACEHOLDER: being written now.
import type { PaymentProvider } from '../provider';

export function createStripeProvider(_secretKey: string, _publishableKey?: string): PaymentProvider {
  throw new Error('not yet');
}
