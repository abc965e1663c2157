// The check page on the phone being sold: the device it is for, each step's verdict, the IMEI typed
// checked before it is sent, what is sent, and the API's match or no match; a bad link said plainly.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_CHECK_STEPS } from '@mobile-planet/shared';
import { setLanguage } from '@/lib/i18n';
import { fakeApi } from '@/test/fake-api';
import { DeviceCheckPage } from './device-check-page';

vi.mock('react-hot-toast', () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const TOKEN = 'aaa.bbb.ccc';
const IMEI = '356938035643809';
let posted: unknown[];
let match: boolean | null;

beforeEach(async () => {
  await setLanguage('en');
  posted = [];
  match = true;
  fakeApi((call) => {
    if (call.path === `/device-check/${TOKEN}` && call.method === 'GET') return { body: { device: 'Galaxy A54', hasImei: true, expiresAt: '2099-01-01T10:00:00.000Z' } };
    if (call.path === `/device-check/${TOKEN}` && call.method === 'POST') {
      posted.push(call.body);
      return { body: { imeiMatch: match } };
    }
    if (call.path === '/device-check/expired.x.y') return { status: 400, body: { code: 'device_check_link_invalid', message: 'This check link is not valid or has expired: ask the buyer for a new one' } };
    return { status: 404, body: {} };
  });
});

function open(token = TOKEN) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DeviceCheckPage token={token} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the device check page', () => {
  it('names the device and offers every step with its verdicts', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Galaxy A54' })).toBeTruthy();
    for (const name of ['Screen', 'Touch screen', 'Speaker', 'Microphone', 'Front camera', 'Back camera', 'Vibration']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(screen.getAllByRole('radio', { name: 'Works' })).toHaveLength(DEVICE_CHECK_STEPS.length);
    expect(screen.getByRole('button', { name: 'Show the colours' })).toBeTruthy();
  });

  it('refuses an IMEI that is not 15 digits before sending anything', async () => {
    const user = open();
    await user.type(await screen.findByLabelText('IMEI of this phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/IMEI/);
    expect(posted).toEqual([]);
  });

  it('sends each verdict (an unanswered one as skipped) with the typed IMEI, and says the IMEI matches', async () => {
    const user = open();
    await screen.findByRole('heading', { level: 1 });
    const radios = (name: string) => screen.getAllByRole('radio', { name });
    await user.click(radios('Works')[0]!);
    await user.click(radios("Doesn't work")[3]!);
    expect(screen.getByText('5 steps not answered count as skipped.')).toBeTruthy();
    await user.type(screen.getByLabelText('IMEI of this phone'), `${IMEI.slice(0, 8)} ${IMEI.slice(8)}`);
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    expect((await screen.findByRole('status')).textContent).toBe("The IMEI matches the listing's.");
    expect(posted).toEqual([
      {
        imei: IMEI,
        steps: { screen: 'works', touch: 'skipped', speaker: 'skipped', microphone: 'fails', front_camera: 'skipped', back_camera: 'skipped', vibration: 'skipped' },
        sensors: expect.any(Array),
      },
    ]);
  });

  it('says plainly when the IMEI is not the listing\'s', async () => {
    match = false;
    const user = open();
    await user.type(await screen.findByLabelText('IMEI of this phone'), IMEI);
    await user.click(screen.getByRole('button', { name: 'Save the check' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/does NOT match/);
  });

  it('shows an expired or bad link as the API words it, in Bangla too', async () => {
    await setLanguage('bn');
    open('expired.x.y');
    expect((await screen.findByRole('alert')).textContent).toBe('এই যাচাইয়ের লিংকটি সঠিক নয় বা মেয়াদ শেষ: ক্রেতার কাছে নতুন লিংক চান');
  });
});
