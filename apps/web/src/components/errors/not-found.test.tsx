// The 404 screen in Bangla: the link home and its image speak Bangla.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('links home in English', () => {
    render(<NotFound />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('links home in Bangla', async () => {
    await setLanguage('bn');
    render(<NotFound />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'হোম পেজে ফিরে যান' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'পেজটি পাওয়া যায়নি — হোম পেজে যান' })).toBeTruthy();
    expect(screen.getByText('আমরা পেজটি খুঁজে পাইনি।', { exact: false })).toBeTruthy();
  });
});
