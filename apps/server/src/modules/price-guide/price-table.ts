// The price guide's figures in memory, per key, kept current one change at a time: a completed
// sale adds its price to the sorted prices of its keys, a listing coming on or leaving the market
// adds or removes its price. Reading a guide or a badge is then a lookup and three array reads,
// whatever the number of sales or listings; nothing is ever recomputed over a whole collection.
//
// A device counts under four keys: its normalised model, condition and years-of-use band; the
// model and condition; the model and band; and the model alone, so a looser question has figures
// too. A sale whose phone had a NEIR status counts under the same four keys with that status as
// well, so registered and unregistered phones can be kept apart (docs/api.md "Price guide"). The
// badge reads the exact key only.
import {
  NEIR_STATUSES, PRICE_GUIDE_MIN_SALES, bandOfYears, normaliseModel, type Condition, type NeirStatus, type PriceBadge, type PriceGuide, type UseBandId,
} from '@mobile-planet/shared';
import type { CatalogPriceGuide, PricedListing } from '../products/catalog';
import { SortedPrices, type PriceFigures } from './sorted-prices';

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
const keyOf = (model: string, condition?: Condition | null, band?: UseBandId | null, neir?: NeirStatus | null) =>
  `${model}\n${condition ?? ''}\n${band ?? ''}\n${neir ?? ''}`;

/** The exact key first, then the looser ones; with a NEIR status, each of them for that status too. */
const keysOf = (model: string, condition: Condition, band: UseBandId, neir?: NeirStatus) => {
  const four = (n?: NeirStatus) => [keyOf(model, condition, band, n), keyOf(model, condition, null, n), keyOf(model, null, band, n), keyOf(model, null, null, n)];
  return neir ? [...four(), ...four(neir)] : four();
};

/** The NEIR statuses a listing may have, unknown first: each is compared with its own range (comparedRange). */
const BADGE_STATES: ReadonlyArray<NeirStatus | undefined> = [undefined, ...NEIR_STATUSES];

/** Normalised names remembered, so that re-serializing a listing does not run the regexes again; cleared when full. */
const MODEL_CACHE_SIZE = 50_000;

export class PriceTable implements CatalogPriceGuide {
  private readonly salePrices = new Map<string, SortedPrices>();
  private readonly counted = new Set<string>();
  private listingPrices = new Map<string, SortedPrices>();
  /** Each listing on the market: its keys and price, to take it out again. */
  private onMarket = new Map<string, { keys: string[]; price: number }>();
  /** The listings on the market under each exact key: the ones to re-badge when its sales change. */
  private idsByKey = new Map<string, Set<string>>();
  private readonly models = new Map<string, string>();

  /** How many sales are counted. */
  get sales(): number {
    return this.counted.size;
  }

  /**
   * Counts a sale once (a sale seen again, through the feed or a replayed follow-up, is ignored).
   * Answers null when it was counted before, else the listings whose badge may have changed:
   * those on the market under its exact key, when the range a listing of any NEIR status there is
   * compared with moved.
   */
  addSale(sale: CountedSale): string[] | null {
    if (this.counted.has(sale.id)) return null;
    this.counted.add(sale.id);
    const model = this.modelOf(sale.deviceName);
    const band = bandOfYears(sale.yearsOfUse);
    const ranges = () => BADGE_STATES.map((neir) => this.comparedRange(model, sale.condition, band, neir));
    const before = ranges();
    for (const key of keysOf(model, sale.condition, band, sale.neir)) this.pricesAt(this.salePrices, key).add(sale.price);
    const after = ranges();
    const moved = before.some((range, i) => range?.low !== after[i]?.low || range?.high !== after[i]?.high);
    return moved ? [...(this.idsByKey.get(keyOf(model, sale.condition, band)) ?? [])] : [];
  }

  /**
   * The guide for a normalised model, narrowed by condition and band when given, and by NEIR
   * status where that status has enough sales of its own (else every status's figures, `neir: null`).
   */
  guide(model: string, condition?: Condition, band?: UseBandId, neir?: NeirStatus): PriceGuide {
    const head = { model, condition: condition ?? null, useBand: band ?? null };
    const own = neir ? this.salePrices.get(keyOf(model, condition, band, neir)) : undefined;
    if (neir && own && own.size >= PRICE_GUIDE_MIN_SALES) return { ...head, neir, sales: own.size, basis: 'sales', count: own.size, ...own.figures()! };
    const key = keyOf(model, condition, band);
    const sales = this.salePrices.get(key)?.size ?? 0;
    const whole = { ...head, neir: null, sales };
    if (sales >= PRICE_GUIDE_MIN_SALES) return { ...whole, basis: 'sales', count: sales, ...this.salePrices.get(key)!.figures()! };
    const listed = this.listingPrices.get(key);
    if (listed) return { ...whole, basis: 'listings', count: listed.size, ...listed.figures()! };
    return { ...whole, basis: 'none', count: 0, median: null, low: null, high: null };
  }

  badgeOf(listing: PricedListing): PriceBadge | undefined {
    const range = this.comparedRange(this.modelOf(listing.deviceName), listing.condition, bandOfYears(listing.yearsOfUse), listing.neir);
    if (!range) return undefined;
    if (listing.resalePrice < range.low) return 'good';
    return listing.resalePrice <= range.high ? 'fair' : undefined;
  }

  listed(id: string, listing: PricedListing): void {
    this.unlisted(id);
    const keys = this.listingKeysOf(listing);
    for (const key of keys) this.pricesAt(this.listingPrices, key).add(listing.resalePrice);
    let ids = this.idsByKey.get(keys[0]!);
    if (!ids) this.idsByKey.set(keys[0]!, (ids = new Set()));
    ids.add(id);
    this.onMarket.set(id, { keys, price: listing.resalePrice });
  }

  unlisted(id: string): void {
    const entry = this.onMarket.get(id);
    if (!entry) return;
    this.onMarket.delete(id);
    for (const key of entry.keys) {
      const prices = this.listingPrices.get(key)!;
      prices.remove(entry.price);
      if (prices.size === 0) this.listingPrices.delete(key);
    }
    const ids = this.idsByKey.get(entry.keys[0]!)!;
    ids.delete(id);
    if (ids.size === 0) this.idsByKey.delete(entry.keys[0]!);
  }

  relist(all: Iterable<[string, PricedListing]>): void {
    this.listingPrices = new Map();
    this.onMarket = new Map();
    this.idsByKey = new Map();
    for (const [id, listing] of all) this.listed(id, listing);
  }

  /** The exact key's middle range, once it has enough sales for a badge. */
  private badgeRange(key: string): PriceFigures | null {
    const sales = this.salePrices.get(key);
    return sales && sales.size >= PRICE_GUIDE_MIN_SALES ? sales.figures() : null;
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

  /** A listing's keys: the four of its device (the listings basis is not split by NEIR status; only sales are). */
  private listingKeysOf(listing: PricedListing): string[] {
    return keysOf(this.modelOf(listing.deviceName), listing.condition, bandOfYears(listing.yearsOfUse));
  }

  private modelOf(deviceName: string): string {
    let model = this.models.get(deviceName);
    if (model === undefined) {
      if (this.models.size >= MODEL_CACHE_SIZE) this.models.clear();
      this.models.set(deviceName, (model = normaliseModel(deviceName)));
    }
    return model;
  }

  private pricesAt(map: Map<string, SortedPrices>, key: string): SortedPrices {
    let prices = map.get(key);
    if (!prices) map.set(key, (prices = new SortedPrices()));
    return prices;
  }
}
