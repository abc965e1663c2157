// The three demo accounts of docs/product.md#demo-accounts. The start command prints them from here, so the
// logins shown and the accounts created can never disagree.
import type { Role } from '@mobile-planet/shared';

export interface DemoAccount {
  key: 'admin' | 'seller' | 'buyer';
  email: string;
  password: string;
  role: Role;
  name: string;
  /** Used on their listings and bookings. Clearly made up: 01700-0001xx. */
  contact: string;
  location: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'admin', email: 'admin@mobileplanet.test', password: 'Admin#2002!', role: 'Admin', name: 'Tanvir Hasan', contact: '01700000100', location: 'Dhaka (Banani)' },
  { key: 'seller', email: 'seller@mobileplanet.test', password: 'Seller#2002!', role: 'Seller', name: 'Rahim Uddin', contact: '01700000101', location: 'Dhaka (Mirpur 10)' },
  { key: 'buyer', email: 'buyer@mobileplanet.test', password: 'Buyer#2002!', role: 'Buyer', name: 'Farhana Akter', contact: '01700000102', location: 'Dhaka (Dhanmondi 27)' },
];

export function demoAccount(key: DemoAccount['key']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`no demo account ${key}`);
  return account;
}
