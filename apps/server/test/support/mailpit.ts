// Reading what the API mailed, through Mailpit's HTTP API (the run's Mailpit: MAILPIT_API_URL, set
// by global-setup.ts; or another one a test started). Every test mails its own fresh addresses, so
// one Mailpit serves the whole run.

export interface MailSummary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
}

export interface MailMessage extends MailSummary {
  Text: string;
  HTML: string;
  /** Every header, each with its values. */
  headers: Record<string, string[]>;
}

function mailpitUrl(): string {
  const url = process.env.MAILPIT_API_URL;
  if (!url) throw new Error('MAILPIT_API_URL is not set: the API tests start Mailpit in test/support/global-setup.ts');
  return url;
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The mails to `email`, newest first. */
export async function mailsTo(email: string, base = mailpitUrl()): Promise<MailSummary[]> {
  const found = await getJson<{ messages: MailSummary[] }>(`${base}/api/v1/search?query=${encodeURIComponent(`to:"${email}"`)}&limit=200`);
  return found.messages;
}

/** One mail whole: its text, HTML and headers. */
export async function readMail(id: string, base = mailpitUrl()): Promise<MailMessage> {
  const [message, headers] = await Promise.all([
    getJson<Omit<MailMessage, 'headers'>>(`${base}/api/v1/message/${id}`),
    getJson<Record<string, string[]>>(`${base}/api/v1/message/${id}/headers`),
  ]);
  return { ...message, headers };
}

/** Waits (SMTP hands a mail to Mailpit's store a moment after it accepted it) until `email` has `count` mails. */
export async function waitForMails(email: string, count: number, base = mailpitUrl(), timeoutMs = 5_000): Promise<MailSummary[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(email, base);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
}
