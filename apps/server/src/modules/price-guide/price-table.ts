// The price guide's figures in memory, per key, kept current one change at a time: a completed
// sale adds its price to the sorted prices of its keys, a listing coming on or leaving the market
// adds or removes its price. Reading a guide or a badge is then a lookup and three array reads,
// whatever the number of sales or listings; nothing is ever recomputed over a whole collection.
//
// A device counts under four keys: its normalised model, condition and years-of-use band; the
// model and condition; the model and band; and the model alone, so a looser question has figures
// too. The badge reads the exact key only.
import { PRICE_GUIDE_MIN_SALES, bandOfYears, normaliseModel, type Condition, type PriceBadge, type PriceGuide, type UseBandId } from '@mobile-planet/shared';
import type { CatalogPriceGuide, PricedListing } from '../products/catalog';
import { SortedPrices, type PriceFigures } from './sorted-prices';

/** A completed sale as the guide counts it: the booking's id, the device as listed, the price paid. */
export interface CountedSale {
  id: string;
  deviceName: string;
  condition: Condition;
  yearsOfUse: number;
  price: number;
}

// A normalised model has no newline (its words are split on whitespace), so keys never collide.
const keyOf = (model: string, condition?: Condition | null, band?: UseBandId | null) => `${model}\n${condition ?? ''}\n${band ?? ''}`;

/** The exact key first, then the looser ones. */
const keysOf = (model: string, condition: Condition, band: UseBandId) => [keyOf(model, condition, band), keyOf(model, condition), keyOf(model, null, band), keyOf(model)];

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
   * those on the market under its exact key, when that key's badge range moved.
   */
  addSale(sale: CountedSale): string[] | null {
    if (this.counted.has(sale.id)) return null;
    this.counted.add(sale.id);
    const keys = this.keysOf(sale.deviceName, sale.condition, sale.yearsOfUse);
    const before = this.badgeRange(keys[0]!);
    for (const key of keys) this.pricesAt(this.salePrices, key).add(sale.price);
    const after = this.badgeRange(keys[0]!);
    const moved = before?.low !== after?.low || before?.high !== after?.high;
    return moved ? [...(this.idsByKey.get(keys[0]!) ?? [])] : [];
  }

  /** The guide for a normalised model, narrowed by condition and band when given. */
  guide(model: string, condition?: Condition, band?: UseBandId): PriceGuide {
    const key = keyOf(model, condition, band);
    const sales = this.salePrices.get(key)?.size ?? 0;
    const head = { model, condition: condition ?? null, useBand: band ?? null, sales };
    if (sales >= PRICE_GUIDE_MIN_SALES) return { ...head, basis: 'sales', count: sales, ...this.salePrices.get(key)!.figures()! };
    const listed = this.listingPrices.get(key);
    if (listed) return { ...head, basis: 'listings', count: listed.size, ...listed.figures()! };
    return { ...head, basis: 'none', count: 0, median: null, low: null, high: null };
  }

  badgeOf(listing: PricedListing): PriceBadge | undefined {
    const range = this.badgeRange(keyOf(this.modelOf(listing.deviceName), listing.condition, bandOfYears(listing.yearsOfUse)));
    if (!range) return undefined;
    if (listing.resalePrice < range.low) return 'good';
    return listing.resalePrice <= range.high ? 'fair' : undefined;
  }

  listed(id: string, listing: PricedListing): void {
    this.unlisted(id);
    const keys = this.keysOf(listing.deviceName, listing.condition, listing.yearsOfUse);
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

  private keysOf(deviceName: string, condition: Condition, yearsOfUse: number): string[] {
    return keysOf(this.modelOf(deviceName), condition, bandOfYears(yearsOfUse));
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
