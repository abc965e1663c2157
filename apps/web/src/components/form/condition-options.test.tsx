// A device's conditions as a select's options: each condition's value, in the reader's words.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { ConditionOptions } from './condition-options';

const options = () => screen.getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('ConditionOptions', () => {
  it('offers every condition, in the reader’s words', async () => {
    render(
      <select aria-label="Condition">
        <ConditionOptions />
      </select>,
    );
    expect(options().map(([value]) => value)).toEqual([...CONDITIONS]);
    const english = options().map(([, text]) => text);
    expect(english).toContain('Excellent');
    await act(() => setLanguage('bn'));
    expect(options().map(([, text]) => text)).not.toEqual(english);
  });
});
