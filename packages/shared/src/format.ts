import { ADVERTISE_NAME_LENGTH } from './constants';

/** ৳ with thousands separators, e.g. ৳12,500 (DESIGN.md §5). */
export function formatTaka(amount: number): string {
  return `৳${Math.round(amount).toLocaleString('en-US')}`;
}

/** The advertise tile shows the first 12 characters of deviceName (spec §2). */
export function advertiseTileName(deviceName: string): string {
  return deviceName.slice(0, ADVERTISE_NAME_LENGTH);
}
