// Data access for the outbox and the mail settings: the only code that touches their collections.
import type { ObjectId } from 'mongodb';
import type { Language, MailTopic } from '@mobile-planet/shared';
import { insertEachOnce, orDuplicate } from '../../db/insert-once';
import type { Collections } from '../../db/mongo';
import type { MailSettingsDoc, OutboxMailDoc } from './mail.documents';

export function mailRepository(c: Collections) {
  const { mailOutbox, mailSettings } = c;

  /** An upsert of a person's settings; two first upserts at once: the loser's is applied again. */
  const upsertSettings = async (email: string, update: object) => {
    const write = () => mailSettings.updateOne({ _id: email }, update, { upsert: true });
    await orDuplicate(write(), write);
  };

  return {
    /** For each, false when a mail for its event is already in the outbox: one write for them all. */
    enqueueEach: (docs: OutboxMailDoc[]): Promise<boolean[]> => insertEachOnce(mailOutbox, docs),

    /** Up to `limit` mails due now, oldest due first: pending ones, and sending ones whose lease ran out. */
    due: (now: Date, limit: number) =>
      mailOutbox.find({ status: { $in: ['pending', 'sending'] }, nextAttemptAt: { $lte: now } }).sort({ nextAttemptAt: 1, _id: 1 }).limit(limit).toArray(),

    /**
     * Takes one mail for this sender until `leaseUntil`, if it is still as it was read: the
     * attempt count goes up with every claim, so of two senders (two API instances) that read it,
     * exactly one claims it.
     */
    async claim(mail: Pick<OutboxMailDoc, '_id' | 'status' | 'attempts'>, leaseUntil: Date): Promise<boolean> {
      const r = await mailOutbox.updateOne(
        { _id: mail._id, status: mail.status, attempts: mail.attempts },
        { $set: { status: 'sending', nextAttemptAt: leaseUntil }, $inc: { attempts: 1 } },
      );
      return r.modifiedCount === 1;
    },

    /** Only the sender that holds the claim (`attempts` as it left them) records its outcome. */
    markSent: (id: ObjectId, attempts: number, at: Date) =>
      mailOutbox.updateOne({ _id: id, status: 'sending', attempts }, { $set: { status: 'sent', sentAt: at }, $unset: { lastError: '' } }),

    markFailed: (id: ObjectId, attempts: number, outcome: { retryAt: Date } | { gaveUp: true }, error: string) =>
      mailOutbox.updateOne(
        { _id: id, status: 'sending', attempts },
        'retryAt' in outcome ? { $set: { status: 'pending', nextAttemptAt: outcome.retryAt, lastError: error } } : { $set: { status: 'failed', lastError: error } },
      ),

    settingsOf: (email: string): Promise<MailSettingsDoc | null> => mailSettings.findOne({ _id: email }),
    /** The settings of these people (one read; someone who never set any is absent). */
    settingsOfEach: (emails: string[]): Promise<MailSettingsDoc[]> =>
      mailSettings.find({ _id: { $in: emails } }).toArray(),

    setLanguage: (email: string, language: Language, at: Date) =>
      upsertSettings(email, { $set: { language, updatedAt: at }, $setOnInsert: { unsubscribed: [] } }),

    unsubscribe: (email: string, topics: MailTopic[], at: Date) =>
      upsertSettings(email, { $addToSet: { unsubscribed: { $each: topics } }, $set: { updatedAt: at } }),

    /** Nothing to do for a person with no settings yet: every topic is on. */
    resubscribe: (email: string, topics: MailTopic[], at: Date) =>
      mailSettings.updateOne({ _id: email }, { $pull: { unsubscribed: { $in: topics } } as never, $set: { updatedAt: at } }),
  };
}
