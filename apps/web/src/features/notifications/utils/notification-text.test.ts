// Every kind the API may send has words, with the device's name in them, and none is left blank.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationKind } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { NOTIFICATION_TEXT, notificationText } from './notification-text';

describe('notificationText', () => {
  it('words every notification kind', () => {
    expect(Object.keys(NOTIFICATION_TEXT).sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('names the device in every kind but a review and a saved-search digest', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const text = notificationText({ kind, device: 'iPhone 13 128GB' });
      if (kind === 'reviewed') expect(text).toBe('You got a new review');
      else if (kind !== 'saved_search_digest') expect(text).toContain('iPhone 13 128GB');
    }
  });

  it('words the amounts of offers and price drops, and a digest’s count and name', () => {
    const device = 'Galaxy A54';
    expect(notificationText({ kind: 'offer_made', device, amount: 21000 })).toBe('New offer of ৳21,000 for Galaxy A54');
    expect(notificationText({ kind: 'offer_countered', device, amount: 23500 })).toBe('Counter-offer of ৳23,500 for Galaxy A54');
    expect(notificationText({ kind: 'favourite_price_drop', device, amount: 20000, previousAmount: 22000 })).toBe(
      'Price drop: Galaxy A54 is now ৳20,000 (was ৳22,000)',
    );
    expect(notificationText({ kind: 'saved_search_digest', count: 1, searchName: 'Pixel under 30k' })).toBe(
      '1 new listing matches your saved search “Pixel under 30k”',
    );
    expect(notificationText({ kind: 'saved_search_digest', count: 3, searchName: 'Pixel under 30k' })).toBe(
      '3 new listings match your saved search “Pixel under 30k”',
    );
  });

  it('says what happened, side by side with the kind', () => {
    const device = 'Galaxy A54';
    expect(notificationText({ kind: 'booked', device })).toBe('New booking for Galaxy A54');
    expect(notificationText({ kind: 'paid', device })).toBe('Galaxy A54 was paid for');
    expect(notificationText({ kind: 'sold_to_other', device })).toBe('Galaxy A54 was sold to another buyer; your booking is closed');
    expect(notificationText({ kind: 'message', device })).toBe('New message about Galaxy A54');
    expect(notificationText({ kind: 'question', device })).toBe('New question about Galaxy A54');
    expect(notificationText({ kind: 'question_answer', device })).toBe('The seller answered your question about Galaxy A54');
    expect(notificationText({ kind: 'handed_over', device })).toBe('Galaxy A54 was handed over; the 7-day warranty has started');
  });

  it('keeps a device name’s own capitals, and starts a sentence with a capital without one', () => {
    expect(notificationText({ kind: 'paid', device: 'iPhone 12' })).toBe('iPhone 12 was paid for');
    expect(notificationText({ kind: 'paid' })).toBe('The device was paid for');
    expect(notificationText({ kind: 'booked', device: '  ' })).toBe('New booking for the device');
  });

  it('still reads for a kind this web does not know', () => {
    expect(notificationText({ kind: 'disputed' as NotificationKind, device: 'Pixel 7' })).toBe('An update about Pixel 7');
  });

  it('words every kind in Bangla for a Bangla reader, the device named and the days in Bangla digits', async () => {
    await setLanguage('bn');
    const device = 'Galaxy A54';
    expect(notificationText({ kind: 'booked', device })).toBe('Galaxy A54-এর জন্য নতুন বুকিং');
    expect(notificationText({ kind: 'handed_over', device })).toBe('Galaxy A54 হস্তান্তর হয়েছে; ৭ দিনের ওয়ারেন্টি শুরু হয়েছে');
    expect(notificationText({ kind: 'reviewed' })).toBe('আপনি একটি নতুন রিভিউ পেয়েছেন');
    expect(notificationText({ kind: 'question', device })).toBe('Galaxy A54 নিয়ে নতুন প্রশ্ন');
    expect(notificationText({ kind: 'question_answer', device })).toBe('Galaxy A54 নিয়ে আপনার প্রশ্নের উত্তর দিয়েছেন বিক্রেতা');
    for (const kind of NOTIFICATION_KINDS) expect(notificationText({ kind, device })).toMatch(/[\u0980-\u09FF]/);
  });
});
