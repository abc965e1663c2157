// The shape of a language's mail words: for each mailed kind a subject, a sentence or two and the
// label of the link to the page it is about; and the words every mail ends with.
import type { MailTopic, NotificationKind } from '@mobile-planet/shared';

/** What a mail says of its event, already in the reader's digits (৳ amounts, counts). */
export interface MailFacts {
  device: string;
  /** ৳ and thousands separators: an offer's amount, a favourite's new price. */
  amount: string;
  /** A favourite's price before the drop. */
  previous: string;
  /** How many new listings a digest tells of, and that number written out. */
  count: number;
  countText: string;
  searchName: string;
  /** The warranty's length in days, written out. */
  warrantyDays: string;
}

interface KindWords {
  subject: string;
  body: string;
  action: string;
}

export interface MailWords {
  /** `lang` of the HTML. */
  lang: string;
  greeting: string;
  kinds: { [K in NotificationKind]?: (facts: MailFacts) => KindWords };
  /** Why they get it, naming the topic. */
  why: (topic: MailTopic) => string;
  unsubscribe: (topic: MailTopic) => string;
  settings: string;
  signature: string;
}
