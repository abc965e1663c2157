// Every badge a listing shows is explained in a sentence, in either language; none shown, nothing said.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { BadgeExplanations } from './badge-explanations';

/** Opens the disclosure, as a tap on its summary does. */
function open(container: HTMLElement) {
  const details = container.querySelector('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

describe('BadgeExplanations', () => {
  it('explains the condition, the price badge and the IMEI check the listing shows', async () => {
    await setLanguage('en');
    const { container } = render(<BadgeExplanations condition="good" priceBadge="fair" imeiChecked />);
    expect(screen.getByText('What these badges mean').tagName).toBe('SUMMARY');
    // Closed, it repeats nothing; opened, it explains.
    expect(container.querySelectorAll('dt')).toHaveLength(0);
    open(container);
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Good condition', 'Fair price', 'IMEI checked']);
    expect(container.textContent).toContain('dial *#06# on the phone');
  });

  it('says nothing of badges the listing does not show, and nothing at all without any', () => {
    const { container, rerender } = render(<BadgeExplanations condition="excellent" imeiChecked={false} />);
    open(container);
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Excellent condition']);
    rerender(<BadgeExplanations imeiChecked={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    const { container } = render(<BadgeExplanations priceBadge="good" imeiChecked />);
    expect(screen.getByText('এই ব্যাজগুলোর মানে')).toBeTruthy();
    open(container);
    expect(screen.getByText('IMEI যাচাই করা')).toBeTruthy();
  });
});
