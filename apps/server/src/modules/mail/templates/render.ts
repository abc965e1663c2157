// A notification as a mail in the reader's language: subject, plain text and simple HTML (one
// column, real text, a link named by its words, the language declared), with the link to the page
// it is about and the unsubscribe link for its topic. Names a person typed (a device, a saved
// search) are escaped in the HTML.
import { WARRANTY_DAYS, type Language, type MailTopic, type NotificationKind } from '@mobile-planet/shared';
import { bn } from './bn';
import { en } from './en';
import type { MailFacts, MailWords } from './words';

const MAIL_WORDS: Record<Language, MailWords> = { en, bn };

const INTL: Record<Language, string> = { en: 'en-BD', bn: 'bn-BD' };

export interface MailContent {
  kind: NotificationKind;
  topic: MailTopic;
  language: Language;
  device?: string;
  amount?: number;
  previousAmount?: number;
  count?: number;
  searchName?: string;
  /** The page it is about (absolute). */
  link: string;
  /** The web's unsubscribe page for this person and topic, and their settings page (absolute). */
  unsubscribeLink: string;
  settingsLink: string;
  /**
   * The web's Bangla font stylesheet (absolute), linked in a Bangla mail for a reader whose system
   * has no Bengali font: a client that drops it uses the system fonts the stack names.
   */
  banglaFontStylesheet?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A subject is one line, whatever a seller typed into a device's name. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Taka as we write it: ৳12,500, or ৳১২,৫০০ in Bangla (docs/product.md). */
function formatTaka(amount: number, language: Language): string {
  return `৳${new Intl.NumberFormat(INTL[language], { maximumFractionDigits: 0 }).format(Math.round(amount))}`;
}

function facts(content: MailContent, fallbackDevice: string): MailFacts {
  const number = new Intl.NumberFormat(INTL[content.language], { maximumFractionDigits: 0 });
  return {
    device: oneLine(content.device ?? '') || fallbackDevice,
    amount: content.amount === undefined ? '' : formatTaka(content.amount, content.language),
    previous: content.previousAmount === undefined ? '' : formatTaka(content.previousAmount, content.language),
    count: content.count ?? 0,
    countText: number.format(content.count ?? 0),
    searchName: oneLine(content.searchName ?? ''),
    warrantyDays: number.format(WARRANTY_DAYS),
  };
}

/** null for a kind that is not mailed (no words for it). */
export function renderMail(content: MailContent): RenderedMail | null {
  const words = MAIL_WORDS[content.language];
  const wordsFor = words.kinds[content.kind];
  if (!wordsFor) return null;
  const said = facts(content, content.language === 'bn' ? 'ডিভাইস' : 'the device');
  const { subject, body, action } = wordsFor(said);
  const text = [
    words.greeting,
    '',
    body,
    '',
    `${action}: ${content.link}`,
    '',
    '— ',
    words.signature,
    '',
    words.why(content.topic),
    `${words.unsubscribe(content.topic)}: ${content.unsubscribeLink}`,
    `${words.settings}: ${content.settingsLink}`,
    '',
  ].join('\n');

  // The same words with the names escaped.
  const safe = wordsFor({ ...said, device: escapeHtml(said.device), searchName: escapeHtml(said.searchName) });
  const bangla = content.language === 'bn';
  const font = bangla ? "'MP Bangla', 'Noto Sans Bengali', 'Nirmala UI', 'Kohinoor Bangla', Arial, sans-serif" : 'Arial, Helvetica, sans-serif';
  const fontLink = bangla && content.banglaFontStylesheet ? `<link rel="stylesheet" href="${escapeHtml(content.banglaFontStylesheet)}">\n` : '';
  const html = `<!doctype html>
<html lang="${words.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
${fontLink}</head>
<body style="margin:0;padding:0;background:#f4f5f7;">
<div role="article" aria-label="${escapeHtml(subject)}" lang="${words.lang}" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:${font};font-size:16px;line-height:1.5;color:#1f2937;background:#ffffff;">
<p style="margin:0 0 16px;font-weight:bold;color:#0f5132;">${escapeHtml(words.signature)}</p>
<p style="margin:0 0 16px;">${escapeHtml(words.greeting)}</p>
<p style="margin:0 0 24px;">${safe.body}</p>
<p style="margin:0 0 32px;"><a href="${escapeHtml(content.link)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#0f5132;color:#ffffff;text-decoration:underline;font-weight:bold;">${safe.action}</a></p>
<hr style="border:0;border-top:1px solid #d1d5db;margin:0 0 16px;">
<p style="margin:0 0 8px;font-size:14px;color:#374151;">${escapeHtml(words.why(content.topic))}</p>
<p style="margin:0;font-size:14px;"><a href="${escapeHtml(content.unsubscribeLink)}" style="color:#1d4ed8;">${escapeHtml(words.unsubscribe(content.topic))}</a> · <a href="${escapeHtml(content.settingsLink)}" style="color:#1d4ed8;">${escapeHtml(words.settings)}</a></p>
</div>
</body>
</html>
`;
  return { subject: oneLine(subject), text, html };
}
