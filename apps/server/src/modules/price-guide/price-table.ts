// The price guide's figures in memory, per key, kept current one change at a time: a completed
// sale adds its price to the sorted prices of its keys, a listing coming on or leaving the market
// adds or removes its price. Reading a guide or a badge is then a lookup and three array reads,
// whatever the number of sales or listings; nothing is ever recomputed over a whole collection.
//
// A device counts under four keys: its normalised model, condition and years-of-use band; the
// model and condition; the model and band; and the model alone, so a looser question has figures
// too. A sale whose phone had a NEIR status counts under the same four keys with that status as
// well, so registered and unregistered phones can be kept apart (docs/api.md "Price guide"). The
// badge reads the exact key only, when a listing is served, so a sale re-badges nothing: the
// next page read shows the new badges.
import {
  CONDITIONS, NEIR_STATUSES, PRICE_GUIDE_MIN_SALES, USE_BANDS, bandOfYears, normaliseModel, type Condition, type NeirStatus, type PriceBadge, type PriceGuide, type UseBandId,
} from '@mobile-planet/shared';
import type { CatalogPriceGuide, PricedListing } from '../products/catalog';
import { PricesByKey, type PriceFigures } from './sorted-prices';

/** A completed sale as the guide counts it: the booking's id, the device as listed, the price paid. */
export interface CountedSale {
  id: string;
  deviceName: string;
  condition: Condition;
  yearsOfUse: number;
  price: number;
  /** As its seller stated it; absent: unknown (a sale from before, or a device without an IMEI). */
  neir?: NeirStatus | undefined;
}

// A normalised model has no newline (its words are split on whitespace), so keys never collide.
// Each key is made one flat string: a template's result is a tree of its parts, kept whole while
// the maps hold the key (253 bytes for a key of 45 characters, measured, against 107 flat); a
// market whose sellers name their devices in many ways holds a few keys for every name.
const keyOf = (model: string, condition?: Condition | null, band?: UseBandId | null, neir?: NeirStatus | null) =>
  flat(`${model}\n${condition ?? ''}\n${band ?? ''}\n${neir ?? ''}`);

/** A copy of the string in one piece (JSON keeps every character, a lone surrogate too). */
const flat = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/** The exact key first, then the looser ones; with a NEIR status, each of them for that status too. */
const keysOf = (model: string, condition: Condition, band: UseBandId, neir?: NeirStatus) => {
  const four = (n?: NeirStatus) => [keyOf(model, condition, band, n), keyOf(model, condition, null, n), keyOf(model, null, band, n), keyOf(model, null, null, n)];
  return neir ? [...four(), ...four(neir)] : four();
};

/** A device name's normalised model, and its device numbers by condition and band (-1: not numbered yet). */
interface NamedDevice {
  model: string;
  devices: Int32Array;
}

/** Normalised names remembered, so that re-serializing a listing does not run the regexes again; cleared when full. */
const MODEL_CACHE_SIZE = 50_000;

export class PriceTable implements CatalogPriceGuide {
  private readonly salePrices = new PricesByKey();
  private readonly counted = new Set<string>();
  private listingPrices = new PricesByKey();
  /**
   * Each device key a listing was numbered by (model, condition, band) and its four listing keys:
   * the catalogue keeps a listing's number and price, not its text, and asks by number.
   */
  private readonly devices: Array<{ model: string; condition: Condition; band: UseBandId; keys: string[] }> = [];
  private readonly deviceNumbers = new Map<string, number>();
  private readonly models = new Map<string, NamedDevice>();

  /**
   * Changes with every sale counted: a badge read before may differ now. Badges read sale figures
   * alone; listing prices let in or out change the model, whose version moves with them.
   */
  version = 0;

  /** How many sales are counted. */
  get sales(): number {
    return this.counted.size;
  }

  /**
   * Counts a sale once (a sale seen again, through the feed or a replayed follow-up, is ignored):
   * answers whether it was new. Badges are read when a listing is served, so nothing is re-badged.
   */
  addSale(sale: CountedSale): boolean {
    if (this.counted.has(sale.id)) return false;
    this.counted.add(sale.id);
    this.version++;
    const model = this.modelOf(sale.deviceName);
    const band = bandOfYears(sale.yearsOfUse);
    for (const key of keysOf(model, sale.condition, band, sale.neir)) this.salePrices.add(key, sale.price);
    return true;
  }

  /**
   * The guide for a normalised model, narrowed by condition and band when given, and by NEIR
   * status where that status has enough sales of its own (else every status's figures, `neir: null`).
   */
  guide(model: string, condition?: Condition, band?: UseBandId, neir?: NeirStatus): PriceGuide {
    const head = { model, condition: condition ?? null, useBand: band ?? null };
    const ownKey = neir ? keyOf(model, condition, band, neir) : undefined;
    const own = ownKey ? this.salePrices.size(ownKey) : 0;
    if (neir && ownKey && own >= PRICE_GUIDE_MIN_SALES) return { ...head, neir, sales: own, basis: 'sales', count: own, ...this.salePrices.figures(ownKey)! };
    const key = keyOf(model, condition, band);
    const sales = this.salePrices.size(key);
    const whole = { ...head, neir: null, sales };
    if (sales >= PRICE_GUIDE_MIN_SALES) return { ...whole, basis: 'sales', count: sales, ...this.salePrices.figures(key)! };
    const listed = this.listingPrices.size(key);
    if (listed > 0) return { ...whole, basis: 'listings', count: listed, ...this.listingPrices.figures(key)! };
    return { ...whole, basis: 'none', count: 0, median: null, low: null, high: null };
  }

  badgeOf(listing: PricedListing): PriceBadge | undefined {
    return this.badgeAt(this.deviceOf(listing), listing.neir, listing.resalePrice);
  }

  deviceOf(listing: PricedListing): number {
    const named = this.namedOf(listing.deviceName);
    const band = bandOfYears(listing.yearsOfUse);
    // Remembered by name, condition and band: a million listings at start-up each ask, for a few thousand devices.
    const at = CONDITIONS.indexOf(listing.condition) * USE_BANDS.length + USE_BANDS.findIndex((b) => b.id === band);
    const known = named.devices[at]!;
    if (known >= 0) return known;
    const { model } = named;
    const exact = keyOf(model, listing.condition, band);
    let n = this.deviceNumbers.get(exact);
    if (n === undefined) {
      this.deviceNumbers.set(exact, (n = this.devices.length));
      this.devices.push({ model, condition: listing.condition, band, keys: keysOf(model, listing.condition, band) });
    }
    if (at >= 0) named.devices[at] = n;
    return n;
  }

  badgeAt(device: number, neir: NeirStatus | undefined, price: number): PriceBadge | undefined {
    const d = this.devices[device];
    // Most devices have too few sales for a badge: one lookup of the exact key (its first) says so.
    if (!d || !this.badgeRange(d.keys[0]!)) return undefined;
    const range = this.comparedRange(d.model, d.condition, d.band, neir);
    if (!range) return undefined;
    if (price < range.low) return 'good';
    return price <= range.high ? 'fair' : undefined;
  }

  listed(device: number, price: number): void {
    for (const key of this.devices[device]?.keys ?? []) this.listingPrices.add(key, price);
  }

  unlisted(device: number, price: number): void {
    for (const key of this.devices[device]?.keys ?? []) this.listingPrices.remove(key, price);
  }

  relist(all: Iterable<[device: number, price: number]>): void {
    // Gathered per key and sorted once: adding a million prices one by one would shift each array.
    const gathered = new Map<string, number[]>();
    for (const [device, price] of all) {
      for (const key of this.devices[device]?.keys ?? []) {
        let prices = gathered.get(key);
        if (!prices) gathered.set(key, (prices = []));
        prices.push(price);
      }
    }
    this.listingPrices = PricesByKey.of(gathered);
  }

  /** The exact key's middle range, once it has enough sales for a badge. */
  private badgeRange(key: string): PriceFigures | null {
    return this.salePrices.size(key) >= PRICE_GUIDE_MIN_SALES ? this.salePrices.figures(key) : null;
  }

  /**
   * The range a listing of this NEIR status is compared with under its exact key: its own
   * status's sales when they are enough; else every sale of the key, unless phones of the other
   * status are among them (then none: registered and unregistered phones are never mixed). A
   * listing of unknown status is compared with every sale of the key.
   */
  private comparedRange(model: string, condition: Condition, band: UseBandId, neir: NeirStatus | undefined): PriceFigures | null {
    const whole = this.badgeRange(keyOf(model, condition, band));
    if (!neir || !whole) return whole;
    const own = this.badgeRange(keyOf(model, condition, band, neir));
    if (own) return own;
    const other = NEIR_STATUSES.find((n) => n !== neir)!;
    return this.salePrices.has(keyOf(model, condition, band, other)) ? null : whole;
  }

  private modelOf(deviceName: string): string {
    return this.namedOf(deviceName).model;
  }

  private namedOf(deviceName: string): NamedDevice {
    let named = this.models.get(deviceName);
    if (named === undefined) {
      if (this.models.size >= MODEL_CACHE_SIZE) this.models.clear();
      this.models.set(deviceName, (named = { model: normaliseModel(deviceName), devices: new Int32Array(CONDITIONS.length * USE_BANDS.length).fill(-1) }));
    }
    return named;
  }
}
