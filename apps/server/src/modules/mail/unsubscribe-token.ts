// The one-click unsubscribe link's token: it names a person (their email) and one topic, signed by
// the API. It never expires (a mail read a year later still unsubscribes) and does nothing else: it
// is no sign-in, and an app token or a device-check link is not one.
import jwt from 'jsonwebtoken';
import { APP_TOKEN_ALGORITHM, APP_TOKEN_ISSUER, MAIL_TOPICS, type MailTopic } from '@mobile-planet/shared';

const AUDIENCE = 'mobile-planet-mail-unsubscribe';

export function signUnsubscribeToken(email: string, topic: MailTopic, secret: string): string {
  return jwt.sign({ topic }, secret, { subject: email, issuer: APP_TOKEN_ISSUER, audience: AUDIENCE, algorithm: APP_TOKEN_ALGORITHM, noTimestamp: true });
}

/** Who and which topic, or null for a token that is forged, malformed or not an unsubscribe link. */
export function verifyUnsubscribeToken(token: string, secret: string): { email: string; topic: MailTopic } | null {
  try {
    const payload = jwt.verify(token, secret, { issuer: APP_TOKEN_ISSUER, audience: AUDIENCE, algorithms: [APP_TOKEN_ALGORITHM] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !payload.sub.includes('@')) return null;
    const topic = (payload as { topic?: unknown }).topic;
    if (!MAIL_TOPICS.includes(topic as MailTopic)) return null;
    return { email: payload.sub, topic: topic as MailTopic };
  } catch {
    return null;
  }
}
