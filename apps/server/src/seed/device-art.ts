// Pictures for the demo listings, drawn here as SVG (no stock photos, nothing downloaded): a
// feature phone, smartphone or tablet in the listing's own shape and colours, with its brand on
// the device and its name on a label. seed/demo-pictures.ts renders them to WebP.

type FeaturePhoneShape = 'candybar' | 'rugged' | 'flip';
type SmartphoneShape = 'punch-hole' | 'notch' | 'island' | 'waterdrop';
type CameraLayout = 'square' | 'diagonal' | 'pill' | 'strip' | 'bar' | 'contour' | 'circles';
type TabletShape = 'landscape' | 'portrait' | 'keyboard' | 'pen';

/** How one device looks: its shape, body colour, a second colour for details, the brand it wears. */
export type DeviceLook =
  | { kind: 'feature'; shape: FeaturePhoneShape; body: string; accent: string; brand: string }
  | { kind: 'smartphone'; shape: SmartphoneShape; camera: CameraLayout; body: string; accent: string; brand: string }
  | { kind: 'tablet'; shape: TabletShape; body: string; accent: string; brand: string };

const PICTURE_WIDTH = 800;
const PICTURE_HEIGHT = 600;

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

// ---- colour helpers -------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved towards `b` by t (0..1). */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function isLight(c: string): boolean {
  const [r, g, b] = rgb(c);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150;
}
/** Ink that reads on `c`. */
const inkOn = (c: string) => (isLight(c) ? '#111827' : '#f9fafb');

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] as string);
}

/** A small deterministic number from a string, so each picture varies in the same way every time. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

// ---- shared pieces --------------------------------------------------------------------------

/** A phone or tablet screen: wallpaper in the device's colours, a clock, a row of app icons. */
function homeScreen(id: string, x: number, y: number, w: number, h: number, r: number, look: DeviceLook, seed: number, options: { clock: boolean; icons: number }): string {
  const wallA = look.accent;
  const wallB = darken(look.body, 0.35);
  const blobX = x + w * (0.25 + ((seed % 50) / 100));
  const blobY = y + h * (0.3 + (((seed >>> 6) % 40) / 100));
  const iconSize = Math.min(w, h) * 0.13;
  const icons: string[] = [];
  const palette = ['#ef4444', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316'];
  const gap = (w - options.icons * iconSize) / (options.icons + 1);
  for (let i = 0; i < options.icons; i++) {
    const colour = palette[(seed + i * 3) % palette.length] as string;
    icons.push(
      `<rect x="${(x + gap + i * (iconSize + gap)).toFixed(1)}" y="${(y + h - iconSize * 1.6).toFixed(1)}" width="${iconSize.toFixed(1)}" height="${iconSize.toFixed(1)}" rx="${(iconSize * 0.28).toFixed(1)}" fill="${colour}"/>`,
    );
  }
  const clock = options.clock
    ? `<text x="${x + w / 2}" y="${y + h * 0.27}" font-family="${FONT}" font-size="${(Math.min(w, h) * 0.2).toFixed(0)}" font-weight="300" fill="#ffffff" text-anchor="middle">${10 + (seed % 3)}:${String(10 + (seed % 49)).padStart(2, '0')}</text>
       <text x="${x + w / 2}" y="${y + h * 0.27 + Math.min(w, h) * 0.09}" font-family="${FONT}" font-size="${(Math.min(w, h) * 0.055).toFixed(0)}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">Dhaka · ${['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'][seed % 7]}</text>`
    : '';
  return `
    <defs>
      <linearGradient id="${id}-wall" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${wallA}"/><stop offset="1" stop-color="${wallB}"/>
      </linearGradient>
      <clipPath id="${id}-clip"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>
    </defs>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#${id}-wall)"/>
    <g clip-path="url(#${id}-clip)">
      <circle cx="${blobX.toFixed(1)}" cy="${blobY.toFixed(1)}" r="${(Math.max(w, h) * 0.45).toFixed(1)}" fill="#ffffff" fill-opacity="0.12"/>
      <circle cx="${(x + w * 0.85).toFixed(1)}" cy="${(y + h * 0.9).toFixed(1)}" r="${(Math.max(w, h) * 0.3).toFixed(1)}" fill="#000000" fill-opacity="0.12"/>
      ${clock}
      ${icons.join('')}
    </g>`;
}

function lens(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2937" stroke="#9ca3af" stroke-width="${Math.max(1.5, r * 0.18).toFixed(1)}"/>
    <circle cx="${cx}" cy="${cy}" r="${(r * 0.55).toFixed(1)}" fill="#0b1020"/>
    <circle cx="${(cx - r * 0.25).toFixed(1)}" cy="${(cy - r * 0.25).toFixed(1)}" r="${(r * 0.18).toFixed(1)}" fill="#93c5fd" fill-opacity="0.8"/>`;
}

const flash = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fef3c7" stroke="#d6d3d1" stroke-width="1.5"/>`;

// ---- smartphones ----------------------------------------------------------------------------

const PHONE_W = 200;
const PHONE_H = 410;

function smartphoneFront(look: Extract<DeviceLook, { kind: 'smartphone' }>, id: string, seed: number): string {
  const frame = darken(look.body, 0.55);
  const screen = { x: 9, y: 9, w: PHONE_W - 18, h: PHONE_H - 18, r: 26 };
  let cutout = '';
  const cx = PHONE_W / 2;
  switch (look.shape) {
    case 'notch':
      cutout = `<path d="M ${cx - 48} 9 h 96 v 10 a 14 14 0 0 1 -14 14 h -68 a 14 14 0 0 1 -14 -14 z" fill="${frame}"/>`;
      break;
    case 'island':
      cutout = `<rect x="${cx - 34}" y="20" width="68" height="20" rx="10" fill="#050505"/>`;
      break;
    case 'waterdrop':
      cutout = `<path d="M ${cx - 22} 9 q 10 0 14 10 a 8 8 0 0 0 16 0 q 4 -10 14 -10 z" fill="${frame}"/>`;
      break;
    default:
      cutout = `<circle cx="${cx}" cy="26" r="7" fill="#050505"/>`;
  }
  return `
    <rect x="0" y="0" width="${PHONE_W}" height="${PHONE_H}" rx="34" fill="${frame}"/>
    <rect x="2" y="2" width="${PHONE_W - 4}" height="${PHONE_H - 4}" rx="32" fill="none" stroke="${lighten(look.body, 0.3)}" stroke-width="2" stroke-opacity="0.6"/>
    ${homeScreen(`${id}-front`, screen.x, screen.y, screen.w, screen.h, screen.r, look, seed, { clock: true, icons: 4 })}
    ${cutout}
    <rect x="${PHONE_W - 1}" y="96" width="4" height="54" rx="2" fill="${darken(look.body, 0.3)}"/>`;
}

function cameraModule(look: Extract<DeviceLook, { kind: 'smartphone' }>): string {
  const plate = mix(look.body, '#000000', 0.18);
  switch (look.camera) {
    case 'diagonal':
      return `<rect x="18" y="18" width="92" height="92" rx="24" fill="${plate}" stroke="${lighten(look.body, 0.4)}" stroke-width="2"/>
        ${lens(44, 44, 19)}${lens(84, 84, 19)}${flash(86, 40, 6)}`;
    case 'pill':
      return `<rect x="20" y="20" width="50" height="136" rx="25" fill="${plate}"/>
        ${lens(45, 48, 17)}${lens(45, 92, 17)}${flash(45, 132, 7)}`;
    case 'strip':
      return `${lens(42, 44, 17)}${lens(42, 88, 17)}${lens(42, 132, 17)}${flash(76, 44, 6)}`;
    case 'bar':
      return `<rect x="-2" y="64" width="${PHONE_W + 4}" height="52" rx="26" fill="${darken(look.body === '#f8fafc' ? '#64748b' : look.body, 0.5)}"/>
        ${lens(48, 90, 16)}${lens(92, 90, 16)}${flash(140, 90, 7)}`;
    case 'contour':
      return `<path d="M 0 30 h 60 a 26 26 0 0 1 26 26 v 96 a 26 26 0 0 1 -26 26 h -60 z" fill="${plate}"/>
        ${lens(42, 62, 17)}${lens(42, 104, 17)}${lens(42, 146, 17)}${flash(74, 62, 5)}`;
    case 'circles':
      return `<circle cx="54" cy="56" r="32" fill="${plate}" stroke="${lighten(look.accent, 0.2)}" stroke-width="3"/>${lens(54, 56, 20)}
        <circle cx="54" cy="128" r="32" fill="${plate}" stroke="${lighten(look.accent, 0.2)}" stroke-width="3"/>${lens(54, 128, 20)}${flash(100, 56, 6)}`;
    default:
      return `<rect x="18" y="18" width="100" height="100" rx="22" fill="${plate}" stroke="${lighten(look.body, 0.35)}" stroke-width="2"/>
        ${lens(45, 45, 17)}${lens(91, 45, 17)}${lens(45, 91, 17)}${flash(91, 91, 7)}`;
  }
}

function smartphoneBack(look: Extract<DeviceLook, { kind: 'smartphone' }>, id: string): string {
  const ink = mix(look.body, inkOn(look.body), 0.55);
  return `
    <defs>
      <linearGradient id="${id}-gloss" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${lighten(look.body, 0.25)}"/>
        <stop offset="0.55" stop-color="${look.body}"/>
        <stop offset="1" stop-color="${darken(look.body, 0.2)}"/>
      </linearGradient>
    </defs>
    <rect x="0" y="0" width="${PHONE_W}" height="${PHONE_H}" rx="34" fill="url(#${id}-gloss)" stroke="${darken(look.body, 0.35)}" stroke-width="3"/>
    <path d="M 30 0 L 120 0 L 10 ${PHONE_H * 0.6} L 0 ${PHONE_H * 0.45} L 0 30 Z" fill="#ffffff" fill-opacity="0.10"/>
    ${cameraModule(look)}
    <text x="${PHONE_W * 0.42}" y="${PHONE_H - 58}" font-family="${FONT}" font-size="20" font-weight="bold" letter-spacing="1.5" fill="${ink}" text-anchor="middle">${escapeXml(look.brand)}</text>`;
}

function smartphone(look: Extract<DeviceLook, { kind: 'smartphone' }>, id: string, seed: number): string {
  const tilt = 8 + (seed % 7);
  return `
    <g transform="translate(190 120) rotate(-${tilt} ${PHONE_W / 2} ${PHONE_H / 2})">${shadow(PHONE_W, PHONE_H, 34)}${smartphoneBack(look, id)}</g>
    <g transform="translate(400 88) rotate(${(tilt / 2).toFixed(1)} ${PHONE_W / 2} ${PHONE_H / 2})">${shadow(PHONE_W, PHONE_H, 34)}${smartphoneFront(look, id, seed)}</g>`;
}

// ---- feature phones -------------------------------------------------------------------------

function keypad(x: number, y: number, w: number, look: DeviceLook, rows: number, keyH: number): string {
  const labels = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];
  const keyFill = isLight(look.body) ? darken(look.body, 0.12) : lighten(look.body, 0.18);
  const keyInk = inkOn(keyFill);
  const gap = 8;
  const keyW = (w - gap * 2) / 3;
  const out: string[] = [];
  for (let i = 0; i < rows * 3; i++) {
    const kx = x + (i % 3) * (keyW + gap);
    const ky = y + Math.floor(i / 3) * (keyH + gap);
    out.push(
      `<rect x="${kx.toFixed(1)}" y="${ky.toFixed(1)}" width="${keyW.toFixed(1)}" height="${keyH}" rx="${(keyH / 2.4).toFixed(1)}" fill="${keyFill}" stroke="${darken(look.body, 0.3)}" stroke-width="1"/>
       <text x="${(kx + keyW / 2).toFixed(1)}" y="${(ky + keyH * 0.72).toFixed(1)}" font-family="${FONT}" font-size="${(keyH * 0.62).toFixed(0)}" font-weight="bold" fill="${keyInk}" text-anchor="middle">${escapeXml(labels[i] ?? '')}</text>`,
    );
  }
  return out.join('');
}

function navCluster(cx: number, cy: number, look: DeviceLook): string {
  const ring = isLight(look.body) ? darken(look.body, 0.2) : lighten(look.body, 0.25);
  return `
    <rect x="${cx - 64}" y="${cy - 12}" width="30" height="24" rx="8" fill="#16a34a"/>
    <rect x="${cx + 34}" y="${cy - 12}" width="30" height="24" rx="8" fill="#dc2626"/>
    <circle cx="${cx}" cy="${cy}" r="25" fill="${ring}" stroke="${look.accent}" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="10" fill="${look.accent}"/>`;
}

function smallScreen(id: string, x: number, y: number, w: number, h: number, look: DeviceLook, seed: number): string {
  const bars = [0, 1, 2, 3].map((i) => `<rect x="${x + 8 + i * 6}" y="${y + 18 - i * 3}" width="4" height="${4 + i * 3}" fill="#ffffff"/>`).join('');
  return `
    <defs><linearGradient id="${id}-lcd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(look.accent, 0.1)}"/><stop offset="1" stop-color="${darken(look.accent, 0.45)}"/></linearGradient></defs>
    <rect x="${x - 5}" y="${y - 5}" width="${w + 10}" height="${h + 10}" rx="8" fill="#0b0f19"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#${id}-lcd)"/>
    ${bars}
    <rect x="${x + w - 26}" y="${y + 9}" width="18" height="9" rx="2" fill="none" stroke="#ffffff" stroke-width="1.5"/><rect x="${x + w - 24}" y="${y + 11}" width="${8 + (seed % 6)}" height="5" fill="#ffffff"/>
    <text x="${x + w / 2}" y="${y + h * 0.6}" font-family="${FONT}" font-size="${(h * 0.27).toFixed(0)}" fill="#ffffff" text-anchor="middle">${String(seed % 12 + 1).padStart(2, '0')}:${String((seed >>> 4) % 60).padStart(2, '0')}</text>
    <text x="${x + w / 2}" y="${y + h - 9}" font-family="${FONT}" font-size="11" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${['Grameenphone', 'Robi', 'Banglalink', 'Teletalk'][seed % 4]}</text>`;
}

function featurePhone(look: Extract<DeviceLook, { kind: 'feature' }>, id: string, seed: number): string {
  const W = 172;
  const ink = mix(look.body, inkOn(look.body), 0.7);
  const tilt = ((seed % 9) - 4).toFixed(0);
  if (look.shape === 'flip') {
    const topH = 200;
    const bottomH = 214;
    return `
      <g transform="translate(314 70) rotate(${tilt} ${W / 2} 210)">
        ${shadow(W, topH + bottomH + 6, 30)}
        <rect x="0" y="0" width="${W}" height="${topH}" rx="30" fill="${look.body}" stroke="${darken(look.body, 0.3)}" stroke-width="3"/>
        ${smallScreen(`${id}-flip`, 22, 26, W - 44, 128, look, seed)}
        <rect x="${W / 2 - 22}" y="12" width="44" height="5" rx="2.5" fill="${darken(look.body, 0.4)}"/>
        <rect x="10" y="${topH - 6}" width="${W - 20}" height="20" rx="9" fill="${darken(look.body, 0.35)}"/>
        <rect x="0" y="${topH + 8}" width="${W}" height="${bottomH}" rx="30" fill="${lighten(look.body, 0.08)}" stroke="${darken(look.body, 0.3)}" stroke-width="3"/>
        ${navCluster(W / 2, topH + 48, look)}
        ${keypad(18, topH + 84, W - 36, look, 4, 24)}
        <text x="${W / 2}" y="${topH - 20}" font-family="${FONT}" font-size="13" font-weight="bold" letter-spacing="2" fill="${ink}" text-anchor="middle">${escapeXml(look.brand)}</text>
      </g>`;
  }
  const H = 400;
  const rugged = look.shape === 'rugged';
  const bumpers = rugged
    ? `<rect x="-10" y="40" width="16" height="${H - 80}" rx="8" fill="${darken(look.body, 0.45)}"/><rect x="${W - 6}" y="40" width="16" height="${H - 80}" rx="8" fill="${darken(look.body, 0.45)}"/>
       <rect x="${W - 44}" y="-22" width="22" height="30" rx="6" fill="${darken(look.body, 0.5)}"/>
       ${[[14, 14], [W - 14, 14], [14, H - 14], [W - 14, H - 14]].map(([sx, sy]) => `<circle cx="${sx}" cy="${sy}" r="4" fill="${darken(look.body, 0.5)}"/>`).join('')}`
    : '';
  return `
    <g transform="translate(314 96) rotate(${tilt} ${W / 2} ${H / 2})">
      ${shadow(W, H, rugged ? 22 : 36)}
      ${bumpers}
      <rect x="0" y="0" width="${W}" height="${H}" rx="${rugged ? 22 : 36}" fill="${look.body}" stroke="${darken(look.body, 0.3)}" stroke-width="3"/>
      <path d="M 16 0 h 60 L 0 150 v -120 z" fill="#ffffff" fill-opacity="0.10"/>
      <rect x="${W / 2 - 20}" y="16" width="40" height="5" rx="2.5" fill="${darken(look.body, 0.4)}"/>
      <text x="${W / 2}" y="42" font-family="${FONT}" font-size="13" font-weight="bold" letter-spacing="2" fill="${ink}" text-anchor="middle">${escapeXml(look.brand)}</text>
      ${smallScreen(`${id}-bar`, 24, 54, W - 48, 112, look, seed)}
      ${navCluster(W / 2, 206, look)}
      ${keypad(18, 244, W - 36, look, 4, 26)}
    </g>`;
}

// ---- tablets --------------------------------------------------------------------------------

function tabletBody(look: DeviceLook, id: string, w: number, h: number, seed: number, landscape: boolean, screenContent?: string): string {
  const bezel = 16;
  const frame = darken(look.body, 0.45);
  const cam = landscape ? `<circle cx="${w / 2}" cy="${bezel / 2 + 1}" r="3.5" fill="#0b0f19"/>` : `<circle cx="${w / 2}" cy="${bezel / 2 + 1}" r="3.5" fill="#0b0f19"/>`;
  return `
    ${shadow(w, h, 26)}
    <rect x="0" y="0" width="${w}" height="${h}" rx="26" fill="${frame}" stroke="${look.body}" stroke-width="5"/>
    ${homeScreen(`${id}-tab`, bezel, bezel, w - bezel * 2, h - bezel * 2, 12, look, seed, { clock: true, icons: landscape ? 6 : 4 })}
    ${screenContent ?? ''}
    ${cam}`;
}

function tablet(look: Extract<DeviceLook, { kind: 'tablet' }>, id: string, seed: number): string {
  const ink = mix(look.body, inkOn(look.body), 0.6);
  switch (look.shape) {
    case 'portrait': {
      const w = 300;
      const h = 430;
      return `
        <g transform="translate(200 70) rotate(-6 ${w / 2} ${h / 2})">
          <rect x="-26" y="14" width="${w}" height="${h}" rx="26" fill="${look.body}" stroke="${darken(look.body, 0.3)}" stroke-width="3"/>
          <rect x="-8" y="30" width="66" height="66" rx="18" fill="${darken(look.body, 0.2)}"/>${lens(25, 63, 16)}
          <text x="${w / 2 - 26}" y="${h - 40}" font-family="${FONT}" font-size="22" font-weight="bold" fill="${ink}" text-anchor="middle">${escapeXml(look.brand)}</text>
        </g>
        <g transform="translate(300 60) rotate(4 ${w / 2} ${h / 2})">${tabletBody(look, id, w, h, seed, false)}</g>`;
    }
    case 'keyboard': {
      const w = 440;
      const h = 290;
      const kb = darken(look.accent, 0.1);
      const keys: string[] = [];
      for (let row = 0; row < 4; row++) {
        for (let col = 0; col < 12; col++) {
          const kx = 172 + col * 38 - row * 6;
          const ky = 396 + row * 24;
          keys.push(`<rect x="${kx}" y="${ky}" width="32" height="18" rx="4" fill="${lighten(kb, 0.25)}" transform="skewX(-14)"/>`);
        }
      }
      return `
        <path d="M 150 386 L 660 386 L 700 510 L 110 510 Z" fill="${kb}" stroke="${darken(kb, 0.3)}" stroke-width="3"/>
        <g transform="translate(96 0)">${keys.join('')}</g>
        <rect x="330" y="488" width="140" height="14" rx="5" fill="${lighten(kb, 0.15)}"/>
        <g transform="translate(180 80) rotate(-3 ${w / 2} ${h / 2})">${tabletBody(look, id, w, h, seed, true)}</g>
        <text x="660" y="532" font-family="${FONT}" font-size="16" font-weight="bold" fill="${darken(kb, 0.5)}" text-anchor="end">${escapeXml(look.brand)}</text>`;
    }
    case 'pen': {
      const w = 460;
      const h = 320;
      const sketch = `<path d="M ${60 + (seed % 40)} ${220} C 120 ${120 + (seed % 60)}, 200 ${260 - (seed % 50)}, 260 150 S 360 ${110 + (seed % 40)}, 400 200" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-opacity="0.9"/>`;
      return `
        <g transform="translate(150 100) rotate(-5 ${w / 2} ${h / 2})">${tabletBody(look, id, w, h, seed, true, sketch)}
          <text x="${w / 2}" y="${h + 34}" font-family="${FONT}" font-size="18" font-weight="bold" fill="${darken(look.body, 0.3)}" text-anchor="middle">${escapeXml(look.brand)}</text>
        </g>
        <g transform="translate(560 120) rotate(28)">
          <rect x="0" y="0" width="18" height="300" rx="9" fill="${look.accent}" stroke="${darken(look.accent, 0.35)}" stroke-width="2"/>
          <path d="M 0 300 L 9 334 L 18 300 Z" fill="${darken(look.accent, 0.25)}"/>
          <rect x="0" y="40" width="18" height="8" fill="${darken(look.accent, 0.2)}"/>
        </g>`;
    }
    default: {
      const w = 480;
      const h = 320;
      return `
        <g transform="translate(160 110) rotate(${((seed % 7) - 3).toFixed(0)} ${w / 2} ${h / 2})">${tabletBody(look, id, w, h, seed, true)}
          <text x="${w / 2}" y="${h + 34}" font-family="${FONT}" font-size="18" font-weight="bold" fill="${darken(look.body, 0.3)}" text-anchor="middle">${escapeXml(look.brand)}</text>
        </g>`;
    }
  }
}

// ---- the picture ----------------------------------------------------------------------------

/** A soft drop shadow from a few widening translucent outlines (a blur filter costs 5× the render time). */
function shadow(w: number, h: number, r: number): string {
  return [12, 8, 4, 0]
    .map((spread) => `<rect x="${10 - spread}" y="${16 - spread}" width="${w + spread * 2}" height="${h + spread * 2}" rx="${r + spread}" fill="#000000" fill-opacity="0.05"/>`)
    .join('');
}

/** The whole picture: background in the device's colours, the device, its name on a label. */
export function deviceSvg(deviceName: string, look: DeviceLook, key: string = deviceName): string {
  const seed = seedOf(key);
  const id = `d${seed.toString(36)}`;
  const bgA = lighten(look.body, 0.82);
  const bgB = lighten(look.accent, 0.6);
  const angle = seed % 360;
  const device =
    look.kind === 'smartphone' ? smartphone(look, id, seed) : look.kind === 'feature' ? featurePhone(look, id, seed) : tablet(look, id, seed);
  const label = escapeXml(deviceName.length > 34 ? `${deviceName.slice(0, 33)}…` : deviceName);
  const labelW = Math.min(PICTURE_WIDTH - 60, 60 + deviceName.length * 15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">
  <defs>
    <linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/>
    </linearGradient>
  </defs>
  <rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="url(#bg)"/>
  <circle cx="${120 + (seed % 140)}" cy="${110 + ((seed >>> 8) % 120)}" r="${150 + (seed % 60)}" fill="#ffffff" fill-opacity="0.35"/>
  <circle cx="${640 + ((seed >>> 4) % 100)}" cy="${420 + ((seed >>> 12) % 90)}" r="${120 + ((seed >>> 3) % 70)}" fill="${look.accent}" fill-opacity="0.18"/>
  <ellipse cx="400" cy="548" rx="300" ry="14" fill="#000000" fill-opacity="0.08"/>
  ${device}
  <g transform="translate(${(PICTURE_WIDTH - labelW) / 2} ${PICTURE_HEIGHT - 58})">
    <rect width="${labelW}" height="42" rx="21" fill="#ffffff" fill-opacity="0.92" stroke="${darken(look.body, 0.2)}" stroke-opacity="0.4"/>
    <text x="${labelW / 2}" y="28" font-family="${FONT}" font-size="20" font-weight="bold" fill="#1f2937" text-anchor="middle">${label}</text>
  </g>
</svg>`;
}
