// Renders a demo listing's drawing (device-art.ts) to the WebP our image store keeps.
import sharp from 'sharp';
import { STORED_IMAGE_TYPE } from '../modules/images/image-processing';
import { deviceSvg, type DeviceLook } from './device-art';

export interface DemoPicture {
  data: Buffer;
  contentType: typeof STORED_IMAGE_TYPE;
  width: number;
  height: number;
}

export async function renderDemoPicture(deviceName: string, look: DeviceLook, key: string): Promise<DemoPicture> {
  const svg = Buffer.from(deviceSvg(deviceName, look, key));
  const { data, info } = await sharp(svg).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { data, contentType: STORED_IMAGE_TYPE, width: info.width, height: info.height };
}
