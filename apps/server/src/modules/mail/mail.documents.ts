// The documents of the mail module as they are stored, and their indexes: the outbox (every mail
// waits here until the sender job has handed it to the SMTP server) and each person's mail settings.
import type { IndexDescription, ObjectId } from 'mongodb';
import type { Language, MailTopic, NotificationKind } from '@mobile-planet/shared';

/**
 * pending: waiting for its next attempt; sending: claimed by one API instance, its lease running
 * until `nextAttemptAt` (a sender that crashed mid-send leaves it to be claimed again then); sent;
 * failed: given up after the last attempt, kept for the record.
 */
type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMailDoc {
  _id: ObjectId;
  /** The notification's key: one mail per event, however often the event is replayed. */
  key: string;
  to: string;
  topic: MailTopic;
  kind: NotificationKind;
  language: Language;
  subject: string;
  text: string;
  html: string;
  /** The API's one-click address (List-Unsubscribe, RFC 8058). */
  unsubscribeUrl: string;
  status: OutboxStatus;
  /** Attempts so far (a claim counts as one). */
  attempts: number;
  /** When it may be tried (again): while `sending`, the end of the sender's lease. */
  nextAttemptAt: Date;
  /** Why the last attempt failed. */
  lastError?: string;
  createdAt: Date;
  sentAt?: Date;
}

/** A person's mail settings, by their email (as notifications name their reader). */
export interface MailSettingsDoc {
  _id: string;
  /** The language their mail is written in; English until they say otherwise. */
  language?: Language;
  /** The topics they unsubscribed from. */
  unsubscribed: MailTopic[];
  updatedAt: Date;
}

/** Its collections' indexes, each collection's in the order they are made (db/mongo.ts makes them). */
export const mailIndexes: Record<'mailOutbox', IndexDescription[]> = {
  mailOutbox: [
    { key: { key: 1 }, unique: true, name: 'one_per_key' },
    // The sender's claim: what is due (pending, or sending with its lease run out).
    { key: { status: 1, nextAttemptAt: 1 }, name: 'status_due' },
  ],
};
