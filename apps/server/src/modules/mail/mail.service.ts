// Email: a notification that MAIL_TOPIC_OF names is also written as a mail in the reader's
// language and put in the outbox; a scheduled job sends what is due through SMTP, retrying with
// back-off, so a request never waits for a mail server and a mail server that is down loses nothing.
// Each person's settings say which topics they still receive and in which language; every mail
// carries a one-click unsubscribe link for its topic.
import { ObjectId } from 'mongodb';
import {
  MAIL_TOPICS, MAIL_TOPIC_OF, notificationPath, type MailSettings, type MailSettingsInput, type MailTopic, type NotificationKind, type UnsubscribeTarget,
} from '@mobile-planet/shared';
import type { AppContext } from '../../app-context';
import { invalid } from '../../domain/errors';
import type { UserDoc } from '../users/users.documents';
import type { MailSettingsDoc, OutboxMailDoc } from './mail.documents';
import { mailRepository } from './mail.repository';
import { smtpTransport, type MailTransport } from './mail-transport';
import { renderMail } from './templates/render';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

/** What a mail is about: the notification's own fields (notifications hands each one over). */
export interface MailEvent {
  email: string;
  kind: NotificationKind;
  key: string;
  bookingId?: ObjectId;
  productId?: ObjectId;
  device?: string;
  amount?: number;
  previousAmount?: number;
  searchName?: string;
  count?: number;
}

/** Minutes to wait after the 1st, 2nd, … failed attempt; after the last the mail is kept as failed. */
export const MAIL_RETRY_MINUTES = [1, 5, 30, 120, 720] as const;
/** A sender holds a claimed mail this long; one that crashed mid-send leaves it to be tried again then. */
const LEASE_MS = 2 * 60_000;
/** Mails one run of the sender sends at most (the next run, seconds later, takes the rest). */
const BATCH = 25;

export type MailService = ReturnType<typeof mailService>;

export function mailService(ctx: AppContext, deps: { transport?: MailTransport } = {}) {
  const repo = mailRepository(ctx.db.collections);
  const { config, clock, logger } = ctx;
  // No SMTP_URL: mail is off (nothing is queued that nothing would send); the bell is unchanged.
  const transport = deps.transport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : undefined);
  const web = config.publicWebUrl;

  const settingsView = (doc: MailSettingsDoc | null): MailSettings => ({
    language: doc?.language ?? 'en',
    topics: Object.fromEntries(MAIL_TOPICS.map((t) => [t, !(doc?.unsubscribed ?? []).includes(t)])) as Record<MailTopic, boolean>,
  });

  /** The page a mail is about, on the web: where the bell's notification leads. */
  const linkFor = ({ kind, bookingId, productId }: MailEvent): string =>
    `${web}${notificationPath({ kind, bookingId: bookingId?.toHexString(), productId: productId?.toHexString() }) ?? '/dashboard'}`;

  function openToken(token: string): { email: string; topic: MailTopic } {
    const named = verifyUnsubscribeToken(token, config.ACCESS_TOKEN_SECRET);
    if (!named) throw invalid('unsubscribe_link_invalid', 'token');
    return named;
  }

  return {
    /** Whether mail goes out at all (SMTP_URL is set). */
    enabled: transport !== undefined,

    /**
     * Puts the mail for each new notification in the outbox, in its reader's language, unless its
     * kind is not mailed or the reader unsubscribed from its topic: one read of the readers'
     * settings and one write for them all. Never sends.
     */
    async enqueueForEach(events: MailEvent[]): Promise<void> {
      if (!transport) return;
      const mailed = events.filter((e) => MAIL_TOPIC_OF[e.kind]);
      if (mailed.length === 0) return;
      const settingsOf = new Map((await repo.settingsOfEach([...new Set(mailed.map((e) => e.email))])).map((doc) => [doc._id, doc]));
      const now = clock.now();
      const mails = mailed.flatMap((e): OutboxMailDoc[] => {
        const topic = MAIL_TOPIC_OF[e.kind]!;
        const settings = settingsOf.get(e.email);
        if ((settings?.unsubscribed ?? []).includes(topic)) return [];
        const language = settings?.language ?? 'en';
        const token = signUnsubscribeToken(e.email, topic, config.ACCESS_TOKEN_SECRET);
        const rendered = renderMail({
          kind: e.kind,
          topic,
          language,
          device: e.device,
          amount: e.amount,
          previousAmount: e.previousAmount,
          count: e.count,
          searchName: e.searchName,
          link: linkFor(e),
          unsubscribeLink: `${web}/unsubscribe?token=${token}`,
          settingsLink: `${web}/dashboard/email-settings`,
          banglaFontStylesheet: `${web}/fonts/bangla.css`,
        });
        if (!rendered) return [];
        return [
          {
            _id: new ObjectId(),
            key: e.key,
            to: e.email,
            topic,
            kind: e.kind,
            language,
            ...rendered,
            unsubscribeUrl: `${config.publicApiUrl}/mail/unsubscribe?token=${token}`,
            status: 'pending',
            attempts: 0,
            nextAttemptAt: now,
            createdAt: now,
          },
        ];
      });
      await repo.enqueueEach(mails);
    },

    /**
     * The sender (a scheduled job): claims each due mail (one API instance per mail), sends it,
     * and marks it sent, or due again after a back-off, or failed after the last attempt.
     */
    async sendDue(): Promise<number> {
      if (!transport) return 0;
      let sent = 0;
      for (const mail of await repo.due(clock.now(), BATCH)) {
        const claimedAt = clock.now();
        if (!(await repo.claim(mail, new Date(claimedAt.getTime() + LEASE_MS)))) continue; // another instance has it
        const attempts = mail.attempts + 1;
        try {
          await transport.send({
            from: config.MAIL_FROM,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            headers: {
              'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
              // RFC 8058: the mail client may POST to that address itself, without opening a page.
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              'Content-Language': mail.language,
            },
          });
        } catch (err) {
          const wait = MAIL_RETRY_MINUTES[attempts - 1];
          const outcome = wait === undefined ? ({ gaveUp: true } as const) : { retryAt: new Date(clock.now().getTime() + wait * 60_000) };
          logger.warn({ err, mail: mail._id.toHexString(), attempts, gaveUp: wait === undefined }, 'mail not sent');
          await repo.markFailed(mail._id, attempts, outcome, err instanceof Error ? err.message : String(err));
          continue;
        }
        await repo.markSent(mail._id, attempts, clock.now());
        sent++;
      }
      return sent;
    },

    async settingsFor(caller: Pick<UserDoc, 'email'>): Promise<MailSettings> {
      return settingsView(await repo.settingsOf(caller.email));
    },

    async updateSettings(caller: Pick<UserDoc, 'email'>, input: MailSettingsInput): Promise<MailSettings> {
      const now = clock.now();
      if (input.language) await repo.setLanguage(caller.email, input.language, now);
      const topics = (input.topics ?? {}) as Partial<Record<MailTopic, boolean>>;
      const off = MAIL_TOPICS.filter((t) => topics[t] === false);
      const on = MAIL_TOPICS.filter((t) => topics[t] === true);
      if (off.length > 0) await repo.unsubscribe(caller.email, off, now);
      if (on.length > 0) await repo.resubscribe(caller.email, on, now);
      return settingsView(await repo.settingsOf(caller.email));
    },

    /** What an unsubscribe link is about (the page shows it before the person confirms). */
    async unsubscribeTarget(token: string): Promise<UnsubscribeTarget> {
      const { email, topic } = openToken(token);
      return { topic, subscribed: settingsView(await repo.settingsOf(email)).topics[topic] };
    },

    /** One click: that topic is no longer mailed to that person. A second click changes nothing. */
    async unsubscribe(token: string): Promise<UnsubscribeTarget> {
      const { email, topic } = openToken(token);
      await repo.unsubscribe(email, [topic], clock.now());
      return { topic, subscribed: false };
    },
  };
}
