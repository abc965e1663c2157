// How a mail leaves: SMTP through nodemailer (locally Mailpit, in production SMTP_URL). The sender
// job is its only user; nothing in a request sends.
import nodemailer from 'nodemailer';

interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

export function smtpTransport(url: string): MailTransport {
  // Short timeouts: a mail server that does not answer fails this attempt (the outbox tries again
  // later) rather than holding the scheduler's run.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}
