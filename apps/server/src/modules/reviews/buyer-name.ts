// How a buyer is named on a seller's public page.

/**
 * The buyer's first name and the initial of their last ("Farhana Akter" → "Farhana A.", "Bina" →
 * "Bina"): privacy, since a seller's page is public and a full name plus a device is enough to
 * find someone.
 */
export function shortBuyerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return 'A buyer';
  const last = words.length > 1 ? words.at(-1) : undefined;
  // By code point, so a Bangla name's initial is a whole letter.
  const initial = last ? Array.from(last)[0]!.toLocaleUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}
