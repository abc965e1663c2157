// The home page's own sections, in English (the spec's words, years without a thousands separator)
// and in Bangla.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { CategoriesSection } from './categories-section';
import { ChatSection } from './chat-section';
import { FeatureSection } from './feature-section';
import { HeroCarousel } from './hero-carousel';

function renderHome() {
  return render(
    <MemoryRouter>
      <HeroCarousel />
      <CategoriesSection />
      <FeatureSection />
      <ChatSection />
    </MemoryRouter>,
  );
}

describe('the home sections', () => {
  it('say the spec’s words in English', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See All Smart Phones' }).textContent).toBe('See All');
    expect(screen.getByText('Providing tech since 2002')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '7 days replacement warranty' })).toBeTruthy();
    expect(screen.getByText('5+ yrs')).toBeTruthy();
    expect(screen.getByText('You have a 7 days replacement warranty. We have done this since 2002.')).toBeTruthy();
  });

  it('read in Bangla, with Bangla digits', async () => {
    await setLanguage('bn');
    renderHome();
    expect(screen.getByRole('heading', { name: 'ক্যাটাগরি' })).toBeTruthy();
    // The link's name starts with what it shows.
    expect(screen.getByRole('link', { name: 'সব দেখুন: স্মার্টফোন' }).textContent).toBe('সব দেখুন');
    expect(screen.getByRole('heading', { name: 'স্মার্টফোন' })).toBeTruthy();
    expect(screen.getByText('২০০২ সাল থেকে প্রযুক্তি সেবায়')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '৭ দিনের রিপ্লেসমেন্ট ওয়ারেন্টি' })).toBeTruthy();
    expect(screen.getByText('৫+ বছর')).toBeTruthy();
    expect(screen.getByRole('group', { name: '৪টির মধ্যে ১' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'স্মার্টফোন দেখুন' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'পরের স্লাইড' }));
    expect(screen.getByRole('heading', { name: 'পড়া, কাজ আর বিনোদনের ট্যাবলেট' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '৪ নম্বর স্লাইডে যান' })).toBeTruthy();
  });
});
