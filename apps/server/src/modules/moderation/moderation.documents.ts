// The documents of moderation as they are stored, and their indexes.
import type { ObjectId, IndexDescription } from 'mongodb';
import type { ModerationAction, ModerationCaseKind, ReportReason } from '@mobile-planet/shared';
import type { ProductDoc } from '../products/products.documents';

/** A case of the moderation queue, before it is read with its listing, seller and reports. */
export interface ModerationCaseDoc {
  _id: ObjectId;
  kind: ModerationCaseKind;
  /**
   * What the case is about (`report:<productId>`, `imei:<productId>:<refused seller's email>`), and
   * its generation: unique together, so two requests at once open one case and join it.
   */
  key: string;
  seq: number;
  status: 'open' | 'closed';
  productId: ObjectId;
  sellerEmail: string;
  /** The listing as it was when the case opened, for when it has since been deleted. */
  listing: Pick<ProductDoc, 'deviceName' | 'img' | 'resalePrice' | 'sellerName' | 'imeiLast4'>;
  opened: { by: string; note: string };
  createdAt: Date;
  imeiConflict?: { imeiLast4: string; deviceName: string; sellerName: string; sellerEmail: string; at: Date };
  closedAt?: Date;
  decision?: ModerationDecision;
}

/** What an Admin did with a case, who and when. */
export interface ModerationDecision {
  action: ModerationAction;
  note: string;
  by: string;
  byEmail: string;
  at: Date;
}

/** The one decision of a case, keyed by the case's id: of two Admins acting at once, the first insert decides. */
export interface ModerationDecisionDoc extends ModerationDecision {
  _id: ObjectId;
}

/** A report of a listing; unique per (case, reporter), so one open report per user per listing. */
export interface ListingReportDoc {
  _id: ObjectId;
  caseId: ObjectId;
  productId: ObjectId;
  reporterEmail: string;
  reporterName: string;
  reason: ReportReason;
  text: string;
  createdAt: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const moderationIndexes: Record<'moderationCases' | 'listingReports', IndexDescription[]> = {
  moderationCases: [
    // One case per subject and generation (two reports at once open one case); the queue, open oldest first, closed newest first.
    { key: { key: 1, seq: 1 }, unique: true, name: 'one_per_key_and_generation' },
    { key: { status: 1, createdAt: 1, _id: 1 }, name: 'status_date_id' },
    { key: { closedAt: -1, _id: -1 }, name: 'closed_date_id', sparse: true },
  ],
  listingReports: [
    // One report per user per case: while a listing's case is open, a second report of the same user is refused.
    { key: { caseId: 1, reporterEmail: 1 }, unique: true, name: 'one_per_case_and_reporter' },
  ],
};
