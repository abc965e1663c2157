// The footer in both languages: the spec's English lines, and Bangla with Bangla digits in the years.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { Footer } from './footer';

describe('Footer', () => {
  it('says the spec’s lines in English', () => {
    render(<Footer />);
    expect(screen.getByText('Trusted second-hand phones and tablets. Providing tech since 2002.')).toBeTruthy();
    expect(screen.getByText('Copyright © 2022 - All rights reserved by Mobile Planet')).toBeTruthy();
  });

  it('says them in Bangla, the years in Bangla digits', async () => {
    await setLanguage('bn');
    render(<Footer />);
    expect(screen.getByText('কপিরাইট © ২০২২ - সর্বস্বত্ব মোবাইল প্ল্যানেট কর্তৃক সংরক্ষিত')).toBeTruthy();
    expect(screen.getByText(/২০০২ সাল থেকে/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'মোবাইল প্ল্যানেট লোগো' })).toBeTruthy();
  });
});
