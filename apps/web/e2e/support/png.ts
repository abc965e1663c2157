// A real PNG photo made in memory (a colour gradient with a "phone" drawn on it): the upload is
// checked by its bytes and decoded on the server, so it must be a valid image, not a stand-in.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG, `width` × `height`. */
export function makePng(width = 120, height = 160): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inPhone = x > width * 0.25 && x < width * 0.75 && y > height * 0.1 && y < height * 0.9;
      const inScreen = inPhone && x > width * 0.3 && x < width * 0.7 && y > height * 0.18 && y < height * 0.75;
      const p = row + 1 + x * 3;
      if (inScreen) rows.set([40, 120 + Math.round((y / height) * 100), 220], p);
      else if (inPhone) rows.set([30, 30, 40], p);
      else rows.set([255 - Math.round((x / width) * 80), 230, 180 + Math.round((y / height) * 60)], p);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
