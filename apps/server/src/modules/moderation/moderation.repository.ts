// Data access for the moderation queue: its cases, the one decision of each, and the reports of
// listings. No other module reads or writes these collections: they ask the moderation service.
import type { ObjectId } from 'mongodb';
import { pageBy } from '../../db/keyset';
import { insertOnce } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { ListingReportDoc, ModerationCaseDoc, ModerationDecision, ModerationDecisionDoc } from './moderation.documents';
import type { CursorPosition } from '../../http/cursor';

type Page = { limit: number; after?: CursorPosition };

export function moderationRepository(c: Collections) {
  const { moderationCases: cases, moderationDecisions: decisions, listingReports: reports } = c;
  return {
    findCase: (id: ObjectId) => cases.findOne({ _id: id }),
    /** The latest case about a subject (`report:<productId>`, …), open or closed, or null. */
    latestCase: (key: string) => cases.find({ key }).sort({ seq: -1 }).limit(1).next(),
    /** false when another request opened this generation of the subject's case first. */
    insertCase: (doc: ModerationCaseDoc) => insertOnce(cases, doc),
    /** The queue: open cases oldest first, closed ones newest first (by when they were closed). */
    page: (state: 'open' | 'closed', page: Page) =>
      state === 'open'
        ? pageBy(cases, { status: 'open' }, { order: 'oldest', ...page })
        : pageBy(cases, { closedAt: { $exists: true } }, { order: 'newest', field: 'closedAt', ...page }),

    decisionOf: (caseId: ObjectId) => decisions.findOne({ _id: caseId }),
    /** false when another Admin decided the case first (its id is the decision's `_id`). */
    takeDecision: (doc: ModerationDecisionDoc) => insertOnce(decisions, doc),
    close: (caseId: ObjectId, decision: ModerationDecision) =>
      cases.updateOne({ _id: caseId }, { $set: { status: 'closed', closedAt: decision.at, decision } }),

    /** false when this user already reported the listing in this case. */
    insertReport: (doc: ListingReportDoc) => insertOnce(reports, doc),
    /** A case's reports, oldest first, at most `limit`. */
    reportsOf: (caseId: ObjectId, limit: number) => reports.find({ caseId }).sort({ createdAt: 1, _id: 1 }).limit(limit).toArray(),
  };
}
