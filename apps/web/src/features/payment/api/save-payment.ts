// POST /payments: records a payment the processor has confirmed; the server re-checks the intent.
import { api } from '@/lib/api-client';

export interface PaymentRecordInput {
  bookingId: string;
  transactionId: string;
  price: number;
  email: string;
}

interface SaveResult {
  acknowledged: boolean;
  insertedId: string | null;
}

export async function savePayment(record: PaymentRecordInput): Promise<SaveResult> {
  const { data } = await api.post<SaveResult>('/payments', record);
  return data;
}
