// Ratings as the eye sees them and as a screen reader reads them, the figures the same in both.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { RatingStars, RatingSummary } from './rating-stars';

const shown = (el: HTMLElement) => el.querySelector('[aria-hidden="true"]')?.textContent;
const read = (el: HTMLElement) => el.querySelector('.sr-only')?.textContent;

describe('RatingSummary', () => {
  it('shows "★ 4.6 (12 reviews)" and reads a sentence with the same figures', () => {
    const { container } = render(<RatingSummary rating={{ average: 4.6, count: 12 }} />);
    expect(shown(container)).toBe('★ 4.6 (12 reviews)');
    expect(read(container)).toBe('Rated 4.6 out of 5 from 12 reviews');
  });

  it('writes one decimal and one review', () => {
    const { container } = render(<RatingSummary rating={{ average: 5, count: 1 }} />);
    expect(shown(container)).toBe('★ 5.0 (1 review)');
    expect(read(container)).toBe('Rated 5.0 out of 5 from 1 review');
  });
});

describe('RatingStars', () => {
  it('fills as many of five stars as the rating, and says so', () => {
    const { container } = render(<RatingStars rating={4} />);
    expect(shown(container)).toBe('★★★★★');
    expect(container.querySelector('[aria-hidden="true"] > span')?.textContent).toBe('★');
    expect(read(container)).toBe('Rated 4 out of 5');
  });
});

describe('in Bangla', () => {
  it('shows and reads the figures in Bangla digits', async () => {
    await setLanguage('bn');
    const { container } = render(<RatingSummary rating={{ average: 4.6, count: 12 }} />);
    expect(shown(container)).toBe('★ ৪.৬ (১২টি রিভিউ)');
    expect(read(container)).toBe('১২টি রিভিউ থেকে ৫-এর মধ্যে ৪.৬ রেটিং');
  });

  it('reads one review’s stars in Bangla', async () => {
    await setLanguage('bn');
    const { container } = render(<RatingStars rating={4} />);
    expect(read(container)).toBe('৫-এর মধ্যে ৪ রেটিং');
  });
});
