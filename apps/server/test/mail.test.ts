// Email over the real app, a real SMTP server (Mailpit) and the real engine: a deal step mails the
// other side in their language with a working one-click unsubscribe; the settings calls and their
// permissions; the outbox survives a mail server that is down; two API instances on one database
// never send one mail twice.
import { ObjectId } from 'mongodb';
import { freePort } from '../src/devtools/database/net';
import { startMailpit, type RunningMailpit } from '../src/devtools/mailpit';
import { MINUTE_MS, advance, bookedDeal, notificationsOf, paidDeal, runScheduler } from './support/deals';
import { anyValidationError } from './support/errors';
import { registerUser, uniqueEmail, type TestUser } from './support/identity';
import { mailsTo, readMail, waitForMails } from './support/mailpit';
import { startTestApp, type TestApp } from './support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

const settingsOf = (user: TestUser | null) => {
  const req = app.http().get('/me/mail-settings');
  return user ? req.set(user.auth) : req;
};
const putSettings = (user: TestUser | null, body: unknown) => {
  const req = app.http().put('/me/mail-settings');
  return (user ? req.set(user.auth) : req).send(body as object);
};
/** The path and query of the List-Unsubscribe address (its origin is the configured public one). */
const pathOf = (listUnsubscribe: string) => listUnsubscribe.replace(/^<|>$/g, '').replace(app.config.publicApiUrl, '');
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('GET and PUT /me/mail-settings', () => {
  test('signed out: 401 for both, and nothing changes', async () => {
    expect((await settingsOf(null)).status).toBe(401);
    expect((await putSettings(null, { language: 'bn' })).status).toBe(401);
  });

  test('every topic is on and the language English until the person says otherwise; a change is theirs alone', async () => {
    const [ana, other] = await Promise.all([registerUser(app, 'Buyer'), registerUser(app, 'Buyer')]);
    expect((await settingsOf(ana)).body).toEqual({ language: 'en', topics: { deals: true, offers: true, favourites: true, saved_searches: true } });

    const put = await putSettings(ana, { language: 'bn', topics: { offers: false, saved_searches: false } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ language: 'bn', topics: { deals: true, offers: false, favourites: true, saved_searches: false } });
    // The language alone (the web's language switch): the topics stay as they were.
    expect((await putSettings(ana, { language: 'en' })).body).toEqual({ language: 'en', topics: { deals: true, offers: false, favourites: true, saved_searches: false } });
    expect((await putSettings(ana, { topics: { offers: true } })).body.topics.offers).toBe(true);
    expect((await settingsOf(ana)).body).toEqual({ language: 'en', topics: { deals: true, offers: true, favourites: true, saved_searches: false } });
    expect((await settingsOf(other)).body).toEqual({ language: 'en', topics: { deals: true, offers: true, favourites: true, saved_searches: true } });
  });

  test('bad input: 400 naming the field, and nothing changes', async () => {
    const ana = await registerUser(app, 'Seller');
    const cases: Array<[unknown, string]> = [
      [{ language: 'fr' }, 'language'],
      [{ topics: { offers: 'no' } }, 'topics.offers'],
      [{ topics: { spam: false } }, 'topics.spam'],
      [{ topics: [] }, 'topics'],
      [{}, 'language'],
      [{ language: 'bn', email: 'someone@else.test' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await putSettings(ana, body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.body).toMatchObject(anyValidationError);
      if (field) expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await settingsOf(ana)).body).toEqual({ language: 'en', topics: { deals: true, offers: true, favourites: true, saved_searches: true } });
  });
});

describe('a deal step by mail', () => {
  test('a booking paid for mails the seller in Bangla with a link to the deal; one click on List-Unsubscribe stops the next such mail, not the bell', async () => {
    const [buyer, seller] = await Promise.all([registerUser(app, 'Buyer'), registerUser(app, 'Seller')]);
    expect((await putSettings(seller, { language: 'bn' })).status).toBe(200);
    const deal = await paidDeal(app, buyer, seller, { deviceName: 'Galaxy A54 <5G>' });
    await runScheduler(app);

    // 'booked' then 'paid', each once.
    const mails = await waitForMails(seller.email, 2);
    expect(mails).toHaveLength(2);
    const paid = mails.find((m) => m.Subject === 'Galaxy A54 <5G>-এর পেমেন্ট হয়েছে');
    expect(paid).toBeDefined();
    const mail = await readMail(paid!.ID);
    expect(mail.Text).toContain('Galaxy A54 <5G>-এর পেমেন্ট সম্পন্ন হয়েছে');
    expect(mail.Text).toContain(`${app.config.publicWebUrl}/dashboard/deals/${deal.bookingId}`);
    expect(mail.HTML).toContain('<html lang="bn">');
    expect(mail.HTML).toContain('Galaxy A54 &lt;5G&gt;'); // what a seller typed is never markup
    expect(mail.HTML).toContain(`href="${app.config.publicWebUrl}/unsubscribe?token=`);
    expect(mail.headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
    const [listUnsubscribe] = mail.headers['List-Unsubscribe']!;
    expect(listUnsubscribe).toMatch(/^<http:\/\/api\.test\/mail\/unsubscribe\?token=[\w-]+\.[\w-]+\.[\w-]+>$/);
    // The buyer's 'paid' went to them, in English (their language by default).
    expect((await waitForMails(buyer.email, 1)).map((m) => m.Subject)).toEqual(['Galaxy A54 <5G> was paid for']);

    // What a mail client does with RFC 8058's one click: POST the address with this form body.
    const click = await app.http().post(pathOf(listUnsubscribe!)).type('form').send('List-Unsubscribe=One-Click');
    expect(click.status).toBe(200);
    expect(click.body).toEqual({ topic: 'deals', subscribed: false });
    expect((await settingsOf(seller)).body.topics).toEqual({ deals: false, offers: true, favourites: true, saved_searches: true });
    // Again: still 200, nothing else changes.
    expect((await app.http().post(pathOf(listUnsubscribe!)).type('form').send('List-Unsubscribe=One-Click')).status).toBe(200);

    // The next deal step: the bell rings, no mail goes.
    const next = await bookedDeal(app, buyer, seller);
    await runScheduler(app);
    await settle();
    const bell = await notificationsOf(app, seller);
    expect(bell.items.some((n) => n.kind === 'booked' && n.bookingId === next.bookingId)).toBe(true);
    expect(await mailsTo(seller.email)).toHaveLength(2);
  });

  test('the unsubscribe page’s calls: GET says what the link is about, POST with the token in the body; a bad token is a 400', async () => {
    const [buyer, seller] = await Promise.all([registerUser(app, 'Buyer'), registerUser(app, 'Seller')]);
    await bookedDeal(app, buyer, seller);
    await runScheduler(app);
    const [booked] = await waitForMails(seller.email, 1);
    const token = /unsubscribe\?token=([\w.-]+)/.exec((await readMail(booked!.ID)).Text)![1]!;

    expect((await app.http().get('/mail/unsubscribe').query({ token })).body).toEqual({ topic: 'deals', subscribed: true });
    expect((await app.http().post('/mail/unsubscribe').send({ token })).body).toEqual({ topic: 'deals', subscribed: false });
    expect((await app.http().get('/mail/unsubscribe').query({ token })).body).toEqual({ topic: 'deals', subscribed: false });

    for (const bad of ['nope', `${token}x`, seller.token]) {
      const get = await app.http().get('/mail/unsubscribe').query({ token: bad });
      const post = await app.http().post('/mail/unsubscribe').send({ token: bad });
      expect([get.status, get.body.code, post.status, post.body.code]).toEqual([400, 'unsubscribe_link_invalid', 400, 'unsubscribe_link_invalid']);
    }
    expect((await app.http().post('/mail/unsubscribe').send({})).status).toBe(400);
    expect((await app.http().get('/mail/unsubscribe').query({ token, extra: 1 })).status).toBe(400);
  });
});

/** A mailed notification straight through the service, as any module's would be. */
const notifyPaid = (target: TestApp, email: string, i: number) =>
  target.server.services.notifications.notify({ email, kind: 'paid', key: `mail-test:${email}:${i}`, bookingId: new ObjectId(), device: `Phone ${i}` });

describe('the outbox', () => {
  let smtpPort: number;
  let offline: TestApp;
  let mailpit: RunningMailpit | undefined;
  beforeAll(async () => {
    smtpPort = await freePort();
    // Its mail server is down: nothing listens on that port yet.
    offline = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  });
  afterAll(async () => {
    await offline.stop();
    await mailpit?.stop();
  });

  test('a mail server down for longer than every retry: tried at 1, 5, 30, 120 and 720 minutes, then kept as failed', async () => {
    const email = uniqueEmail('gives-up');
    await notifyPaid(offline, email, 1);
    const outbox = offline.server.db.collections.mailOutbox;
    await runScheduler(offline);
    for (const minutes of [1, 5, 30, 120]) {
      advance(offline, minutes * MINUTE_MS - 1000);
      await runScheduler(offline);
      expect((await outbox.findOne({ to: email }))?.status).toBe('pending'); // not yet due
      advance(offline, 1000);
      await runScheduler(offline);
    }
    expect(await outbox.findOne({ to: email })).toMatchObject({ status: 'pending', attempts: 5 });
    advance(offline, 720 * MINUTE_MS);
    await runScheduler(offline);
    expect(await outbox.findOne({ to: email })).toMatchObject({ status: 'failed', attempts: 6, lastError: expect.any(String) });
    advance(offline, 24 * 60 * MINUTE_MS);
    await runScheduler(offline);
    expect((await outbox.findOne({ to: email }))?.attempts).toBe(6);
  });

  test('a mail server that is down loses nothing: the mail is tried again after a back-off and arrives once the server is back', async () => {
    const email = uniqueEmail('outbox');
    await notifyPaid(offline, email, 1);
    expect((await runScheduler(offline))['send due mail']).toBe(0);
    const outbox = offline.server.db.collections.mailOutbox;
    expect(await outbox.findOne({ to: email })).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.any(String) });

    mailpit = await startMailpit({ smtpPort });
    // Not before its back-off (a minute after the first failure).
    expect((await runScheduler(offline))['send due mail']).toBe(0);
    advance(offline, MINUTE_MS);
    expect((await runScheduler(offline))['send due mail']).toBe(1);
    const mails = await waitForMails(email, 1, mailpit.url);
    expect(mails.map((m) => m.Subject)).toEqual(['Phone 1 was paid for']);
    expect(await outbox.findOne({ to: email })).toMatchObject({ status: 'sent', attempts: 2 });
    // Sent is sent: a later run sends nothing again.
    advance(offline, 60 * MINUTE_MS);
    await runScheduler(offline);
    await settle();
    expect(await mailsTo(email, mailpit.url)).toHaveLength(1);
  });
});

describe('both sides of a deal told at once', () => {
  test('one write rings both bells and queues both mails; a replay, whole or half, rings and mails nobody twice', async () => {
    const [buyer, seller] = [uniqueEmail('both-buyer'), uniqueEmail('both-seller')];
    const bookingId = new ObjectId();
    const told = (key: string) =>
      (['buyer', 'seller'] as const).map((side) => ({ email: side === 'buyer' ? buyer : seller, kind: 'paid' as const, bookingId, device: 'Phone 9', key: `${key}:${side}`, side }));
    const { notifications, mailOutbox } = app.server.db.collections;
    const count = async () => [
      await notifications.countDocuments({ email: { $in: [buyer, seller] } }),
      await mailOutbox.countDocuments({ to: buyer }),
      await mailOutbox.countDocuments({ to: seller }),
    ];
    await app.server.services.notifications.notifyEach(told(`both:${bookingId.toHexString()}:0`));
    expect(await count()).toEqual([2, 1, 1]);
    await app.server.services.notifications.notifyEach(told(`both:${bookingId.toHexString()}:0`));
    expect(await count()).toEqual([2, 1, 1]);
    // The buyer was told of the next step before its follow-up stopped; the run again tells the seller only.
    await app.server.services.notifications.notify(told(`both:${bookingId.toHexString()}:1`)[0]!);
    expect(await count()).toEqual([3, 2, 1]);
    await app.server.services.notifications.notifyEach(told(`both:${bookingId.toHexString()}:1`));
    expect(await count()).toEqual([4, 2, 2]);
    // Not sent by the next tests' scheduler runs, which count what they send.
    await mailOutbox.deleteMany({ to: { $in: [buyer, seller] } });
  });
});

describe('a sender that died mid-send', () => {
  test('leaves its mail claimed until the lease runs out (2 minutes); then another run sends it', async () => {
    const email = uniqueEmail('lease');
    await notifyPaid(app, email, 1);
    const outbox = app.server.db.collections.mailOutbox;
    // As a sender on another instance leaves it when it dies after its claim.
    await outbox.updateOne({ to: email }, { $set: { status: 'sending', nextAttemptAt: new Date(app.clock.now().getTime() + 2 * MINUTE_MS) }, $inc: { attempts: 1 } });
    expect((await runScheduler(app))['send due mail']).toBe(0);
    advance(app, 2 * MINUTE_MS);
    expect((await runScheduler(app))['send due mail']).toBe(1);
    expect((await waitForMails(email, 1)).map((m) => m.Subject)).toEqual(['Phone 1 was paid for']);
    expect(await outbox.findOne({ to: email })).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('two API instances on one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await startTestApp({ MONGODB_DB: app.config.MONGODB_DB });
  });
  afterAll(() => second.stop());

  test('sending at the same moment, they send each mail once', async () => {
    const email = uniqueEmail('twice');
    for (let i = 0; i < 20; i++) await notifyPaid(i % 2 ? app : second, email, i);
    const [a, b] = await Promise.all([runScheduler(app), runScheduler(second)]);
    expect(a['send due mail']! + b['send due mail']!).toBe(20);
    await settle();
    const mails = await waitForMails(email, 20);
    expect(mails).toHaveLength(20);
    expect(new Set(mails.map((m) => m.Subject)).size).toBe(20);
    expect(await app.server.db.collections.mailOutbox.countDocuments({ to: email, status: 'sent', attempts: 1 })).toBe(20);
  });
});
