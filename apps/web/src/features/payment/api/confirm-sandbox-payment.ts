// POST /sandbox/confirm: the server's sandbox processor confirms an intent with a card and answers
// the way Stripe.js's confirmCardPayment resolves.
import type { ConfirmResult, SandboxConfirmInput } from '@mobile-planet/shared';
import { api } from '@/lib/api-client';

export async function confirmSandboxPayment(input: SandboxConfirmInput): Promise<ConfirmResult> {
  const { data } = await api.post<ConfirmResult>('/sandbox/confirm', input);
  return data;
}
