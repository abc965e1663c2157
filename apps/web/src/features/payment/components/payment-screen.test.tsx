// The payment screen's words (spec §2, §4): 'Payment for …' and 'Please pay … Taka' letter for
// letter in English, and all of it, with Bangla digits, for a Bangla reader.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { SandboxCardFields, EMPTY_CARD } from '../card/sandbox-card-fields';
import { cardErrorMessage } from '../utils/card-error-message';
import { PaymentScreen } from './payment-screen';

const PAID: Booking = {
  _id: 'b'.repeat(24),
  name: 'Karim',
  email: 'buyer@mobileplanet.test',
  device: 'Samsung Galaxy A54',
  price: 25000,
  contact: '01712345678',
  location: 'Mirpur, Dhaka',
  paid: true,
  transactionId: 'pi_123',
  productId: 'p'.repeat(24),
  createdAt: '2025-03-01T10:00:00.000Z',
  status: 'paid',
  history: [],
  sellerName: 'Rahim',
  expiresAt: '2025-03-03T10:00:00.000Z',
  side: 'buyer',
};

function renderScreen() {
  render(
    <MemoryRouter>
      <PaymentScreen booking={PAID} />
    </MemoryRouter>,
  );
}

describe('the payment screen', () => {
  it('says the spec’s words in English', () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Payment for Samsung Galaxy A54' })).toBeTruthy();
    expect(screen.getByText('Please pay 25000 Taka')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toBeTruthy();
  });

  it('speaks Bangla to a Bangla reader, with the amount in Bangla digits', async () => {
    await setLanguage('bn');
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Samsung Galaxy A54-এর পেমেন্ট' })).toBeTruthy();
    expect(screen.getByText('অনুগ্রহ করে ২৫০০০ টাকা পরিশোধ করুন')).toBeTruthy();
    expect(screen.getByText('৳২৫,০০০')).toBeTruthy();
    expect(screen.getByText('পরিশোধিত')).toBeTruthy();
    expect(screen.getByText('ক্রেতা')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'আমার অর্ডারে ফিরে যান' })).toBeTruthy();
  });

  it('labels the sandbox card form and says a processor’s refusal in Bangla', async () => {
    await setLanguage('bn');
    render(<SandboxCardFields values={EMPTY_CARD} onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'কার্ডের তথ্য' })).toBeTruthy();
    expect(screen.getByLabelText('কার্ড নম্বর')).toBeTruthy();
    expect(screen.getByLabelText('মেয়াদ (মাস/বছর)')).toBeTruthy();
    expect(cardErrorMessage('Your card was declined.')).toBe('আপনার কার্ডটি গ্রহণ করা হয়নি।');
    expect(cardErrorMessage('Something the processor made up.')).toBe('Something the processor made up.');
  });
});
