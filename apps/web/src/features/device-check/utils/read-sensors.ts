// What the browser tells of the phone without asking the person: motion and orientation sensors
// (whether the browser has their events) and the battery level (where getBattery exists, Chromium).
import type { DeviceCheckSensor } from '@mobile-planet/shared';

interface BatteryManager {
  level: number;
}

export interface SensorReading {
  sensors: DeviceCheckSensor[];
  /** 0–100, when the browser reports it. */
  battery?: number;
}

export async function readSensors(win: Window = window): Promise<SensorReading> {
  const sensors: DeviceCheckSensor[] = [];
  if ('DeviceOrientationEvent' in win) sensors.push('orientation');
  if ('DeviceMotionEvent' in win) sensors.push('motion');
  const nav = win.navigator as Navigator & { getBattery?: () => Promise<BatteryManager> };
  let battery: number | undefined;
  if (typeof nav.getBattery === 'function') {
    try {
      battery = Math.round((await nav.getBattery()).level * 100);
      sensors.push('battery');
    } catch {
      // A browser may refuse it (a policy): the check goes on without.
    }
  }
  return { sensors, ...(battery !== undefined ? { battery } : {}) };
}
