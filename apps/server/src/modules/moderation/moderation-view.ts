// A moderation case as the Admin's queue reads it: the listing (as it is now, or as it was when
// the case opened if it has since been deleted), its reports, the refused IMEI listing, the
// seller's record and the history. Never a whole IMEI, never a reporter's email.
import type { ListingReport, ModerationCase, ModerationStep } from '@mobile-planet/shared';
import type { ListingReportDoc, ModerationCaseDoc } from './moderation.documents';
import type { ProductDoc } from '../products/products.documents';
import { absoluteImageUrl } from '../images/image-url';

export type SellerRecord = ModerationCase['seller'];

const report = (r: ListingReportDoc): ListingReport => ({ reason: r.reason, text: r.text, by: r.reporterName, at: r.createdAt.toISOString() });

/** Who did what, when and why, oldest first: the opening, each report, the Admin's decision. */
function history(doc: ModerationCaseDoc, reports: ListingReportDoc[]): ModerationStep[] {
  const steps: Array<ModerationStep & { time: number }> = [
    { action: 'opened', by: doc.opened.by, note: doc.opened.note, at: doc.createdAt.toISOString(), time: doc.createdAt.getTime() },
    ...reports.map((r) => ({ action: 'reported' as const, by: r.reporterName, note: `${r.reason}: ${r.text}`, at: r.createdAt.toISOString(), time: r.createdAt.getTime() })),
  ];
  if (doc.decision) {
    // The Admin is named by email: only Admins read the queue, and two may share a name.
    const { action, note, byEmail, at } = doc.decision;
    steps.push({ action, note, by: byEmail, at: at.toISOString(), time: at.getTime() });
  }
  return steps.sort((a, b) => a.time - b.time).map(({ time: _time, ...step }) => step);
}

export function toModerationCase(
  doc: ModerationCaseDoc,
  parts: { product: ProductDoc | null; reports: ListingReportDoc[]; seller: SellerRecord },
  publicApiUrl: string,
): ModerationCase {
  const listing = parts.product ?? doc.listing;
  const imeiLast4 = parts.product ? parts.product.imeiLast4 : doc.listing.imeiLast4;
  return {
    _id: doc._id.toHexString(),
    kind: doc.kind,
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
    product: {
      _id: doc.productId.toHexString(),
      deviceName: listing.deviceName,
      img: absoluteImageUrl(publicApiUrl, listing.img),
      resalePrice: listing.resalePrice,
      // A listing deleted since the case opened reads as removed.
      status: parts.product?.status ?? 'removed',
      sellerName: listing.sellerName,
      sellerEmail: doc.sellerEmail,
      ...(imeiLast4 ? { imeiLast4 } : {}),
    },
    reports: parts.reports.map(report),
    ...(doc.imeiConflict ? { imeiConflict: { ...doc.imeiConflict, at: doc.imeiConflict.at.toISOString() } } : {}),
    seller: parts.seller,
    history: history(doc, parts.reports),
  };
}
