// Every kind that MAIL_TOPIC_OF mails has its words in both languages, and a mail reads as we write:
// ৳ with thousands separators, Bangla digits in Bangla, names escaped in the HTML, the links it needs.
import { LANGUAGES, MAIL_TOPIC_OF, NOTIFICATION_KINDS, type MailTopic, type NotificationKind } from '@mobile-planet/shared';
import { renderMail, type MailContent } from '../src/modules/mail/templates/render';

const mailed = Object.entries(MAIL_TOPIC_OF) as Array<[NotificationKind, MailTopic]>;

const content = (kind: NotificationKind, topic: MailTopic, language: 'en' | 'bn', extra: Partial<MailContent> = {}): MailContent => ({
  kind,
  topic,
  language,
  device: 'Pixel 7',
  amount: 12500,
  previousAmount: 14000,
  count: 3,
  searchName: 'Pixels under 20k',
  link: 'https://web.test/page',
  unsubscribeLink: 'https://web.test/unsubscribe?token=t',
  settingsLink: 'https://web.test/dashboard/email-settings',
  ...extra,
});

test('every mailed kind has a subject, a text and an HTML body in English and in Bangla, with its links', () => {
  expect(mailed.length).toBeGreaterThan(15);
  for (const [kind, topic] of mailed) {
    for (const language of LANGUAGES) {
      const mail = renderMail(content(kind, topic, language));
      expect([kind, language, mail === null]).toEqual([kind, language, false]);
      expect(mail!.subject.length).toBeGreaterThan(5);
      expect(mail!.text).toContain('https://web.test/page');
      expect(mail!.text).toContain('https://web.test/unsubscribe?token=t');
      expect(mail!.html).toContain('href="https://web.test/page"');
      expect(mail!.html).toContain('href="https://web.test/unsubscribe?token=t"');
      expect(mail!.html).toContain(`<html lang="${language}">`);
      // No word left out: every kind but the digest names its device.
      if (kind !== 'saved_search_digest') expect([kind, language, mail!.subject.includes('Pixel 7') || mail!.text.includes('Pixel 7')]).toEqual([kind, language, true]);
    }
  }
});

test('the Bangla and the English of a kind differ (no English left in the Bangla catalogue)', () => {
  for (const [kind, topic] of mailed) {
    expect([kind, renderMail(content(kind, topic, 'bn'))!.subject]).not.toEqual([kind, renderMail(content(kind, topic, 'en'))!.subject]);
  }
});

test('kinds that stay in the app have no mail', () => {
  for (const kind of NOTIFICATION_KINDS.filter((k) => !MAIL_TOPIC_OF[k])) expect([kind, renderMail(content(kind, 'deals', 'en'))]).toEqual([kind, null]);
});

test('amounts in taka with thousands separators, in Bangla digits in Bangla', () => {
  expect(renderMail(content('offer_made', 'offers', 'en'))!.subject).toBe('New offer of ৳12,500 for Pixel 7');
  expect(renderMail(content('offer_made', 'offers', 'bn'))!.subject).toBe('Pixel 7-এর জন্য ৳১২,৫০০ নতুন অফার');
  const drop = renderMail(content('favourite_price_drop', 'favourites', 'bn', { amount: 125000, previousAmount: 130000 }))!;
  expect(drop.text).toContain('এখন ৳১,২৫,০০০ (আগে ছিল ৳১,৩০,০০০)');
  const digest = renderMail(content('saved_search_digest', 'saved_searches', 'en', { count: 1 }))!;
  expect(digest.subject).toBe('1 new listing for “Pixels under 20k”');
  expect(renderMail(content('saved_search_digest', 'saved_searches', 'bn'))!.subject).toBe('“Pixels under 20k”-এর জন্য ৩টি নতুন বিজ্ঞাপন');
});

test('names people typed are text in the HTML, and a subject is one line', () => {
  const mail = renderMail(content('saved_search_digest', 'saved_searches', 'en', { searchName: '<img src=x onerror=alert(1)>\r\nBcc: x@y' }))!;
  expect(mail.html).not.toContain('<img');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(mail.subject).not.toMatch(/[\r\n]/);
});
