// A listing's gallery: the cover first and large, thumbnails that show each photo, previous/next
// and the arrow keys going round; every photo named by the device and its place; one photo alone
// is the device, with no controls.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { PriceHistoryNote } from './price-history-note';
import { ProductGallery } from './product-gallery';

const PHOTOS = ['/images/65f0a1b2c3d4e5f601234561', '/images/65f0a1b2c3d4e5f601234562', '/images/65f0a1b2c3d4e5f601234563'];
/** The large photo: the one img inside the figure. */
const large = () => document.querySelector('figure img')!;

describe('ProductGallery', () => {
  it('shows the cover large, then the photo whose thumbnail is pressed, marked current', async () => {
    render(<ProductGallery deviceName="Galaxy A54" photos={PHOTOS} sizes="100vw" />);
    expect(large().getAttribute('alt')).toBe('Galaxy A54, photo 1 of 3');
    expect(large().getAttribute('src')).toContain(PHOTOS[0]);
    const third = screen.getByRole('button', { name: 'Galaxy A54, photo 3 of 3' });
    await userEvent.click(third);
    expect(large().getAttribute('src')).toContain(PHOTOS[2]);
    expect(third.getAttribute('aria-current')).toBe('true');
  });

  it('goes round with Next and Previous, and with the arrow keys', async () => {
    render(<ProductGallery deviceName="Galaxy A54" photos={PHOTOS} sizes="100vw" />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(large().getAttribute('alt')).toBe('Galaxy A54, photo 3 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(large().getAttribute('alt')).toBe('Galaxy A54, photo 1 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(large().getAttribute('alt')).toBe('Galaxy A54, photo 2 of 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(large().getAttribute('alt')).toBe('Galaxy A54, photo 3 of 3');
  });

  it('shows one photo as the device, without controls', () => {
    render(<ProductGallery deviceName="Nokia 105" photos={PHOTOS.slice(0, 1)} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Nokia 105' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names the photos in Bangla', async () => {
    await setLanguage('bn');
    render(<ProductGallery deviceName="Galaxy A54" photos={PHOTOS} sizes="100vw" />);
    expect(large().getAttribute('alt')).toBe('Galaxy A54, ৩টির মধ্যে ১ নম্বর ছবি');
    expect(screen.getByRole('button', { name: 'পরের ছবি' })).toBeTruthy();
  });
});

describe('PriceHistoryNote', () => {
  const history = [{ price: 30_000, at: '2026-11-20T10:00:00.000Z' }];

  it('says the latest change: dropped or raised, from what, when', () => {
    const { container, rerender } = render(<PriceHistoryNote price={28_000} history={history} />);
    expect(container.textContent).toBe('Price dropped from ৳30,000 on 20 Nov 2026');
    rerender(<PriceHistoryNote price={31_000} history={history} />);
    expect(container.textContent).toBe('Price raised from ৳30,000 on 20 Nov 2026');
    rerender(<PriceHistoryNote price={31_000} history={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('says it in Bangla', async () => {
    await setLanguage('bn');
    const { container } = render(<PriceHistoryNote price={28_000} history={history} />);
    expect(container.textContent).toContain('দাম ৳৩০,০০০ থেকে কমেছে');
  });
});
