// The admin's users table: numbered rows with name, email and role, and the row's action; in
// Bangla, the headings, roles and row numbers are Bangla too (the names and emails stay as written).
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { UsersTable } from './users-table';

const USERS: User[] = [
  { _id: 'a'.repeat(24), name: 'Rahim Uddin', email: 'seller@mobileplanet.test', role: 'Seller' },
  { _id: 'b'.repeat(24), name: 'Karim', email: 'buyer@mobileplanet.test', role: 'Buyer' },
];

function renderTable(caption: string) {
  render(<UsersTable caption={caption} users={USERS} renderAction={(user) => <button type="button">{user.name}</button>} />);
  return within(screen.getByRole('table', { name: caption }));
}

describe('the users table', () => {
  it('numbers the users and shows their role', () => {
    const table = renderTable('All Users');
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Name', 'Email', 'Role', 'Action']);
    const row = within(table.getAllByRole('row')[1]!);
    expect(row.getByRole('rowheader').textContent).toBe('1');
    expect(row.getByText('Seller')).toBeTruthy();
  });

  it('reads in Bangla: headings, roles and Bangla row numbers', async () => {
    await setLanguage('bn');
    const table = renderTable('সব ব্যবহারকারী');
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'নাম', 'ইমেইল', 'ভূমিকা', 'কাজ']);
    const second = within(table.getAllByRole('row')[2]!);
    expect(second.getByRole('rowheader').textContent).toBe('২');
    expect(second.getByText('ক্রেতা')).toBeTruthy();
    expect(second.getByText('buyer@mobileplanet.test')).toBeTruthy();
  });
});
