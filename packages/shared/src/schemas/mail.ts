// Email (issue 22): a person's mail settings (the language their mail is written in, and which
// topics of MAIL_TOPICS they still receive) and the one-click unsubscribe link's token.
import { z } from 'zod';
import { LANGUAGES, MAIL_TOPICS, type Language, type MailTopic } from '../constants';

/** GET /me/mail-settings: every topic with whether it is mailed, and the mail's language. */
export interface MailSettings {
  language: Language;
  topics: Record<MailTopic, boolean>;
}

const topicSwitch = z.boolean({ error: 'Must be true or false' });

/**
 * PUT /me/mail-settings: the language, the topics, or both; a topic left out keeps its setting
 * (the web's language switch sends the language alone).
 */
export const mailSettingsInputSchema = z
  .strictObject({
    language: z.enum(LANGUAGES, { error: 'Must be en or bn' }).optional(),
    topics: z
      .strictObject(
        Object.fromEntries(MAIL_TOPICS.map((t) => [t, topicSwitch.optional()])) as Record<MailTopic, z.ZodOptional<typeof topicSwitch>>,
        { error: `Topics are ${MAIL_TOPICS.join(', ')}: each true or false` },
      )
      .optional(),
  })
  .refine((v) => v.language !== undefined || v.topics !== undefined, { error: 'Give a language, topics or both', path: ['language'] });
export type MailSettingsInput = z.input<typeof mailSettingsInputSchema>;

/** An unsubscribe token is a JWT of the API's (three base64url parts); anything longer is not one of ours. */
export const UNSUBSCRIBE_TOKEN_MAX = 1000;
/** GET and POST /mail/unsubscribe: the link's token (in the query, or POST's JSON body). */
export const unsubscribeQuerySchema = z.strictObject({
  token: z.string({ error: 'The unsubscribe link has no token' }).max(UNSUBSCRIBE_TOKEN_MAX, { error: 'The unsubscribe link is not valid' }),
});

/** What an unsubscribe link is about: its topic, and whether that topic is still mailed. */
export interface UnsubscribeTarget {
  topic: MailTopic;
  subscribed: boolean;
}
