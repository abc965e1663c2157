// The price guide's years-of-use bands (USE_BANDS), as both sides band a device.
import { USE_BANDS, type UseBandId } from './constants';

/**
 * The band of a device used this many years: "under-1" below a year, then 1–2, 2–3, "3-plus".
 * (Not named use…: React's lint rules take any use… function for a hook.)
 */
export function bandOfYears(yearsOfUse: number): UseBandId {
  const band = USE_BANDS.find((b) => yearsOfUse >= b.min && (b.max === null || yearsOfUse < b.max));
  // Negative years never pass validation; they band with the newest rather than throw.
  return band?.id ?? USE_BANDS[0].id;
}
