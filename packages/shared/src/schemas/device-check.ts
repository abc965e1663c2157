// The device check at the meet-up (here with the schemas: only the screens that take it load it): the buyer opens a link (or its QR code) on the phone being sold,
// a page that needs no sign-in there, and tries its screen, touch, speaker, microphone, cameras and
// vibration; the page reads what the browser tells of sensors and battery, and the IMEI typed from
// *#06# is compared on the server with the listing's (the answer is match or no match: the stored
// IMEI never goes to that phone). The result is saved on the deal for both parties and an Admin.
import { z } from 'zod';
import { MSG } from '../messages';
import { imeiSchema } from './imei';

/** The steps a person performs and judges, in the order the check page takes them. */
export const DEVICE_CHECK_STEPS = ['screen', 'touch', 'speaker', 'microphone', 'front_camera', 'back_camera', 'vibration'] as const;
export type DeviceCheckStep = (typeof DEVICE_CHECK_STEPS)[number];
/** How a step went: it works, it does not, or it was skipped (the browser could not, or the person chose not to). */
export const DEVICE_CHECK_OUTCOMES = ['works', 'fails', 'skipped'] as const;
export type DeviceCheckOutcome = (typeof DEVICE_CHECK_OUTCOMES)[number];
/** What the browser exposes, read by the page, not judged. */
export const DEVICE_CHECK_SENSORS = ['orientation', 'motion', 'battery'] as const;
export type DeviceCheckSensor = (typeof DEVICE_CHECK_SENSORS)[number];

/** How long a check link works after the buyer asked for it. */
export const DEVICE_CHECK_TTL_MINUTES = 120;
/** A token is a JWT of the API's (three base64url parts); anything longer is not one of ours. */
export const DEVICE_CHECK_TOKEN_MAX = 1000;

/** POST /device-check/{token}: the steps' outcomes, what the browser exposed, and the IMEI typed from *#06#. */
export const deviceCheckResultSchema = z.strictObject({
  imei: imeiSchema,
  steps: z.strictObject(
    Object.fromEntries(DEVICE_CHECK_STEPS.map((s) => [s, z.enum(DEVICE_CHECK_OUTCOMES, { error: MSG.deviceCheckOutcomeInvalid })])) as Record<
      DeviceCheckStep,
      z.ZodEnum<{ [K in DeviceCheckOutcome]: K }>
    >,
    { error: MSG.deviceCheckStepsInvalid },
  ),
  sensors: z.array(z.enum(DEVICE_CHECK_SENSORS, { error: MSG.deviceCheckStepsInvalid })).max(DEVICE_CHECK_SENSORS.length).default([]),
  /** The battery level the browser reported, 0–100, when it did. */
  battery: z.number({ error: MSG.deviceCheckStepsInvalid }).int().min(0).max(100).optional(),
});
export type DeviceCheckInput = z.input<typeof deviceCheckResultSchema>;

/** A saved check, as both parties (and an Admin) read it on the deal. `imeiMatch` is null for a device without an IMEI. */
export interface DeviceCheck {
  imeiMatch: boolean | null;
  steps: Record<DeviceCheckStep, DeviceCheckOutcome>;
  sensors: DeviceCheckSensor[];
  battery?: number;
  at: string;
}

/** POST /bookings/{id}/device-check: the link the buyer opens on the phone being sold. */
export interface DeviceCheckLink {
  url: string;
  expiresAt: string;
}

/** GET /device-check/{token}: what the check page on that phone may know (never an IMEI, a person or a price). */
export interface DeviceCheckTarget {
  device: string;
  hasImei: boolean;
  expiresAt: string;
}
