// The wide screens' table: named by its caption, its column headers (an actions column named for
// screen readers only), its rows, shown from the breakpoint it is given.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WideTable } from './wide-table';

describe('WideTable', () => {
  it('names the table and its columns, and holds the rows', () => {
    render(
      <WideTable caption="My Orders" from="md" zebra columns={[{ label: 'Device' }, { label: 'Actions', hidden: true, colSpan: 2 }]}>
        <tr>
          <td>Galaxy A54</td>
          <td colSpan={2}>Pay</td>
        </tr>
      </WideTable>,
    );
    const table = screen.getByRole('table', { name: 'My Orders' });
    expect(table.className).toBe('table table-zebra');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['Device', 'Actions']);
    expect(headers[1]?.querySelector('.sr-only')?.textContent).toBe('Actions');
    expect(headers[1]?.getAttribute('colspan')).toBe('2');
    expect(headers[0]?.hasAttribute('colspan')).toBe(false);
    expect(within(table).getByRole('cell', { name: 'Galaxy A54' })).toBeTruthy();
    expect(table.parentElement?.className).toContain('md:block');
  });

  it('shows from lg up when told, without stripes unless asked', () => {
    render(
      <WideTable caption="My Products" from="lg" columns={[{ label: 'Device' }]}>
        {null}
      </WideTable>,
    );
    const table = screen.getByRole('table', { name: 'My Products' });
    expect(table.className).toBe('table');
    expect(table.parentElement?.className).toContain('lg:block');
    expect(table.parentElement?.className).not.toContain('md:block');
  });
});
