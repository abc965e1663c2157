// The mail the API sent during the run, read through the run's Mailpit (its address comes from the
// global setup): for the journeys that end in someone's inbox.
import { expect, type APIRequestContext } from '@playwright/test';
import { STACK_MAIL_URL_VARIABLE } from './stack-env';

export interface Mail {
  ID: string;
  Subject: string;
}

function mailpit(): string {
  const url = process.env[STACK_MAIL_URL_VARIABLE];
  if (!url) throw new Error(`${STACK_MAIL_URL_VARIABLE} is not set: the global setup starts Mailpit`);
  return url;
}

/** The mails to `email`, newest first, once there are at least `count` (the API's sender runs every few seconds). */
export async function mailsTo(request: APIRequestContext, email: string, count = 1): Promise<Mail[]> {
  let mails: Mail[] = [];
  await expect(async () => {
    const res = await request.get(`${mailpit()}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}`);
    mails = ((await res.json()) as { messages: Mail[] }).messages;
    expect(mails.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 30_000 });
  return mails;
}

/** A mail's plain text. */
export async function mailText(request: APIRequestContext, id: string): Promise<string> {
  const res = await request.get(`${mailpit()}/api/v1/message/${id}`);
  return ((await res.json()) as { Text: string }).Text;
}
