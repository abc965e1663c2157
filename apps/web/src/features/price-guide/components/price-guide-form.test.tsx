// The /price-guide look-up: a model is needed, and the form says so in the reader's language; a NEIR
// status may narrow it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { PriceGuideForm } from './price-guide-form';

const EMPTY = { model: '', condition: '', yearsOfUse: '', neir: '' };

describe('the price guide look-up', () => {
  it('asks for a model before looking up', async () => {
    const onLookUp = vi.fn();
    render(<PriceGuideForm initial={EMPTY} onLookUp={onLookUp} />);
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Type a model, e.g. galaxy a54')).toBeTruthy();
    expect(onLookUp).not.toHaveBeenCalled();
  });

  it('reads in Bangla: its labels, its conditions and the missing model', async () => {
    await setLanguage('bn');
    const onLookUp = vi.fn();
    render(<PriceGuideForm initial={EMPTY} onLookUp={onLookUp} />);
    expect(screen.getByRole('search', { name: 'দাম খুঁজুন' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'চমৎকার' })).toBeTruthy();
    expect(screen.getByLabelText('ব্যবহারের সময় (বছর)')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'দাম দেখুন' }));
    expect(await screen.findByText('একটি মডেল লিখুন, যেমন galaxy a54')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: /মডেল/ }), 'galaxy a54');
    await userEvent.click(screen.getByRole('button', { name: 'দাম দেখুন' }));
    expect(onLookUp).toHaveBeenCalledWith({ model: 'galaxy a54', condition: '', yearsOfUse: '', neir: '' });
  });

  it('narrows the look-up to a NEIR status, or any', async () => {
    await setLanguage('en');
    const onLookUp = vi.fn();
    render(<PriceGuideForm initial={{ ...EMPTY, model: 'pixel 7', neir: 'registered' }} onLookUp={onLookUp} />);
    const neir = screen.getByLabelText('NEIR registration');
    expect(neir).toHaveProperty('value', 'registered');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['Any', 'Registered in NEIR', 'Not registered']));
    await userEvent.selectOptions(neir, 'unregistered');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(onLookUp).toHaveBeenCalledWith({ model: 'pixel 7', condition: '', yearsOfUse: '', neir: 'unregistered' });
  });
});
