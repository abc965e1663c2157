// Subscribe Now: an email, then 'Thanks !'; in English and in Bangla.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { SubscribeForm } from './subscribe-form';

describe('Subscribe Now', () => {
  it('thanks the subscriber and empties the box', async () => {
    render(<SubscribeForm />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'rahim@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('dialog', { name: 'Thanks !' })).toBeTruthy();
    expect(screen.getByText('We will send your our updates regularly.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    render(<SubscribeForm />);
    expect(screen.getByRole('heading', { name: 'এখনই সাবস্ক্রাইব করুন' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'ইমেইল ঠিকানা' });
    expect(email.getAttribute('placeholder')).toBe('আপনার ইমেইল ঠিকানা');
    await userEvent.type(email, 'rahim@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'সাবস্ক্রাইব করুন' }));
    expect(await screen.findByRole('dialog', { name: 'ধন্যবাদ !' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ঠিক আছে' })).toBeTruthy();
  });
});
