// Writes the seed's brand videos to public/media/content/: per brand a 5-second 640x360 WebM
// (VP9, recorded from an animated canvas with MediaRecorder in headless Chromium: the repository
// needs no video tool), a 1280x720 JPEG poster drawn by the same scene at t=0, and WebVTT
// captions in each seeded language. Run after changing a brand colour or the caption copy:
//   npx node scripts/generate-content-video.mjs      (CHROMIUM_PATH overrides /usr/bin/chromium)
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const BRANDS = {
  stride: { name: 'Stride', colors: ['#c2410c', '#fb923c', '#431407'] },
  loom: { name: 'Loom', colors: ['#1d4ed8', '#60a5fa', '#172554'] },
  summit: { name: 'Summit', colors: ['#15803d', '#4ade80', '#052e16'] },
};
const SECONDS = 5;
const SIZE = [640, 360];
const POSTER_SIZE = [1280, 720];

/** Two cues per video, in the four seed languages; {brand} is the brand's name. */
const CAPTIONS = {
  en: ['Early light on the ridge trail.', 'Every {brand} piece is tested on real ground.'],
  fr: ['Premières lueurs sur le sentier de crête.', 'Chaque pièce {brand} est testée sur le terrain.'],
  de: ['Erstes Licht auf dem Gratweg.', 'Jedes {brand}-Teil wird draußen getestet.'],
  it: ['Prima luce sul sentiero di cresta.', 'Ogni capo {brand} è provato sul campo.'],
};

const out = new URL('../public/media/content/', import.meta.url);
mkdirSync(out, { recursive: true });

/** The scene, run in the page: sky gradient, rising sun, two ridges, a runner on the trail, the brand name. */
function pageScript() {
  window.drawScene = (ctx, w, h, t, [accent, light, dark], name) => {
    const sky = ctx.createLinearGradient(0, 0, 0, h);
    sky.addColorStop(0, dark);
    sky.addColorStop(1, accent);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, w, h);
    const sunY = h * (0.62 - 0.25 * Math.min(1, t / 4));
    const glow = ctx.createRadialGradient(w * 0.68, sunY, 0, w * 0.68, sunY, h * 0.6);
    glow.addColorStop(0, light);
    glow.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#fff8';
    ctx.beginPath();
    ctx.arc(w * 0.68, sunY, h * 0.07, 0, Math.PI * 2);
    ctx.fill();
    const ridge = (offset, base, amp, color) => {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.moveTo(0, h);
      for (let x = 0; x <= w; x += w / 64) {
        const u = x / w + offset;
        ctx.lineTo(x, h * base - h * amp * (Math.sin(u * 7) * 0.6 + Math.sin(u * 17 + 1) * 0.25 + Math.sin(u * 3 + 2) * 0.4));
      }
      ctx.lineTo(w, h);
      ctx.closePath();
      ctx.fill();
    };
    ridge(t * 0.01, 0.68, 0.09, `${dark}99`);
    ridge(t * 0.03 + 0.5, 0.82, 0.06, dark);
    // The runner follows the front ridge from left to right.
    const rx = w * (0.1 + 0.8 * (t / 5));
    const u = rx / w + t * 0.03 + 0.5;
    const ry = h * 0.82 - h * 0.06 * (Math.sin(u * 7) * 0.6 + Math.sin(u * 17 + 1) * 0.25 + Math.sin(u * 3 + 2) * 0.4);
    ctx.fillStyle = light;
    ctx.beginPath();
    ctx.arc(rx, ry - h * 0.035, h * 0.018, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(rx - h * 0.008, ry - h * 0.02, h * 0.016, h * 0.02);
    ctx.globalAlpha = Math.max(0, Math.min(1, (t - 0.5) / 1.2));
    ctx.fillStyle = '#ffffff';
    ctx.font = `700 ${Math.round(h * 0.13)}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.fillText(name, w * 0.07, h * 0.1);
    ctx.globalAlpha = 1;
  };
}

/** Records the scene for `seconds` in real time; draws by the clock, so a slow machine drops frames, not time. */
async function record({ colors, name, seconds, size: [w, h], posterSize: [pw, ph] }) {
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(30);
  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 300_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  window.drawScene(ctx, w, h, 0, colors, name);
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      window.drawScene(ctx, w, h, Math.min(t, seconds), colors, name);
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const video = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  // The poster is the opening frame (title faded in), at twice the size for sharp screens.
  const poster = document.createElement('canvas');
  poster.width = pw;
  poster.height = ph;
  window.drawScene(poster.getContext('2d'), pw, ph, 1.7, colors, name);
  const posterUrl = poster.toDataURL('image/jpeg', 0.82);
  let binary = '';
  for (const byte of video) binary += String.fromCharCode(byte);
  return { mimeType, video: btoa(binary), poster: posterUrl.slice(posterUrl.indexOf(',') + 1) };
}

// --- WebM duration -----------------------------------------------------------------------------
// MediaRecorder writes a live WebM: its Segment Info has no Duration, so players show no length
// and cannot seek well. Insert Duration (ms, TimecodeScale 1 ms) into Info; the Segment is of
// unknown size and the file has no SeekHead or Cues, so no offsets need fixing.

function readVint(buffer, offset, keepMarker) {
  const first = buffer[offset];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + buffer[offset + i];
  return { value, length };
}

function sizeVint(size) {
  // An 8-byte size field (marker 0x01): simple and always large enough here.
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(size));
  bytes[0] = 0x01;
  return bytes;
}

function withDuration(webm, durationMs) {
  const SEGMENT = 0x18538067;
  const INFO = 0x1549a966;
  let offset = 0;
  const header = readVint(webm, offset, true);
  const headerSize = readVint(webm, offset + header.length, false);
  offset += header.length + headerSize.length + headerSize.value;
  const segment = readVint(webm, offset, true);
  if (segment.value !== SEGMENT) throw new Error('not a WebM segment');
  const segmentSize = readVint(webm, offset + segment.length, false);
  let child = offset + segment.length + segmentSize.length;
  while (child < webm.length) {
    const id = readVint(webm, child, true);
    const size = readVint(webm, child + id.length, false);
    const body = child + id.length + size.length;
    if (id.value === INFO) {
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(0x4489, 0);
      duration[2] = 0x88;
      duration.writeDoubleBE(durationMs, 3);
      const info = Buffer.concat([Buffer.from([0x15, 0x49, 0xa9, 0x66]), sizeVint(size.value + duration.length), webm.subarray(body, body + size.value), duration]);
      return Buffer.concat([webm.subarray(0, child), info, webm.subarray(body + size.value)]);
    }
    child = body + size.value;
  }
  throw new Error('no Info element in the WebM');
}

function vtt(cues) {
  const half = SECONDS / 2;
  const stamp = (seconds) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`;
  return `WEBVTT\n\n${stamp(0)} --> ${stamp(half)}\n${cues[0]}\n\n${stamp(half)} --> ${stamp(SECONDS)}\n${cues[1]}\n`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>video</title>');
  await page.evaluate(pageScript);
  for (const [brand, { name, colors }] of Object.entries(BRANDS)) {
    const result = await page.evaluate(record, { colors, name, seconds: SECONDS, size: SIZE, posterSize: POSTER_SIZE });
    const video = withDuration(Buffer.from(result.video, 'base64'), SECONDS * 1000);
    writeFileSync(new URL(`${brand}-story.webm`, out), video);
    writeFileSync(new URL(`${brand}-story-poster.jpg`, out), Buffer.from(result.poster, 'base64'));
    for (const [language, cues] of Object.entries(CAPTIONS)) {
      writeFileSync(new URL(`${brand}-story.${language}.vtt`, out), vtt(cues.map((cue) => cue.replaceAll('{brand}', name))));
    }
    console.log(`${brand}: ${result.mimeType}, ${video.length} bytes`);
  }
} finally {
  await browser.close();
}
