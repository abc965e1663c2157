// Typed filters apply themselves: a price range or a city typed and left (or paused on) reaches
// the search, so closing the phone's drawer never leaves it behind (issue 24, item 2).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { SETTLE_MS } from '../hooks/use-apply-when-settled';
import { LocationFilter } from './location-filter';
import { PriceFilter } from './price-filter';

beforeEach(async () => {
  await setLanguage('en');
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const pause = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the typed price range', () => {
  it('applies itself once typing pauses, and keeps what was typed', () => {
    const onChange = vi.fn();
    const { rerender } = render(<PriceFilter minPrice={null} maxPrice={null} facets={undefined} onChange={onChange} />);
    type('Max price', '3');
    type('Max price', '30000');
    pause(SETTLE_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    pause(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ minPrice: null, maxPrice: 30000 });
    // The URL now says 30000 while the min box is being typed in: nothing is wiped.
    type('Min price', '10');
    rerender(<PriceFilter minPrice={null} maxPrice={30000} facets={undefined} onChange={onChange} />);
    expect(valueOf('Min price')).toBe('10');
    expect(valueOf('Max price')).toBe('30000');
  });

  it('applies a range once: Apply right after the pause applied it sends nothing more; typed again after Back, it applies again', () => {
    const onChange = vi.fn();
    const { rerender } = render(<PriceFilter minPrice={10000} maxPrice={null} facets={undefined} onChange={onChange} />);
    type('Max price', '30000');
    pause(SETTLE_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
    // The URL has not changed yet (the page is loading) when Apply is pressed.
    fireEvent.click(screen.getByRole('button', { name: 'Apply price range' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    rerender(<PriceFilter minPrice={10000} maxPrice={30000} facets={undefined} onChange={onChange} />);
    // Back: the range without a max; typing the same max again applies it again.
    rerender(<PriceFilter minPrice={10000} maxPrice={null} facets={undefined} onChange={onChange} />);
    expect(valueOf('Max price')).toBe('');
    type('Max price', '30000');
    fireEvent.click(screen.getByRole('button', { name: 'Apply price range' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith({ minPrice: 10000, maxPrice: 30000 });
  });

  it('applies on leaving the box, and shows a range changed elsewhere (Back, Clear)', () => {
    const onChange = vi.fn();
    const { rerender } = render(<PriceFilter minPrice={null} maxPrice={null} facets={undefined} onChange={onChange} />);
    type('Min price', '৫০০০');
    fireEvent.blur(screen.getByLabelText('Min price'));
    expect(onChange).toHaveBeenCalledWith({ minPrice: 5000, maxPrice: null });
    rerender(<PriceFilter minPrice={5000} maxPrice={null} facets={undefined} onChange={onChange} />);
    expect(valueOf('Min price')).toBe('৫০০০');
    rerender(<PriceFilter minPrice={null} maxPrice={null} facets={undefined} onChange={onChange} />);
    expect(valueOf('Min price')).toBe('');
  });

  it('applies nothing that is not a price, and says why', () => {
    const onChange = vi.fn();
    render(<PriceFilter minPrice={null} maxPrice={null} facets={undefined} onChange={onChange} />);
    type('Min price', '40000');
    type('Max price', '30000');
    pause(SETTLE_MS);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('The lowest price must not be above the highest price').textContent).toBeTruthy();
  });
});

describe('the typed city', () => {
  it('applies itself once typing pauses, or on leaving the box', () => {
    const onChange = vi.fn();
    const { rerender } = render(<LocationFilter location="" onChange={onChange} />);
    type('Location', ' Dhaka ');
    pause(SETTLE_MS);
    expect(onChange).toHaveBeenCalledWith('Dhaka');
    rerender(<LocationFilter location="Dhaka" onChange={onChange} />);
    type('Location', 'Sylhet');
    fireEvent.blur(screen.getByLabelText('Location'));
    expect(onChange).toHaveBeenLastCalledWith('Sylhet');
    // Cleared elsewhere: the box empties.
    rerender(<LocationFilter location="" onChange={onChange} />);
    expect(valueOf('Location')).toBe('');
  });
});
