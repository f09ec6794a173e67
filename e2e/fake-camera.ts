import { closeSync, openSync, writeSync } from 'node:fs';
import { qrSymbol, quietZone } from '../app/routes/pass/qr-symbol';

/**
 * A camera's view for Chromium's fake capture device (issue #50's gate tests and benchmark):
 * a Y4M video of pass QR codes held up one after another, blank frames between, which
 * `--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>` plays in a
 * loop as the camera. Y4M because Chromium reads it without a codec and it is written here in
 * a few lines: a header, then per frame `FRAME\n` and its Y, U and V planes (4:2:0).
 *
 * Each QR code is the pass page's own symbol (app/routes/pass/qr-symbol.ts: lean-qr, level M),
 * dark modules on white with its quiet zone, as large as the frame allows in whole pixels per
 * module: a pass token of 700 characters (version 21, 101 modules) gets 4 pixels a module in a
 * 640×480 frame, which the phone page's decoders read at once.
 */

/** What the camera sees for a while: a pass's QR code, or nothing (a blank white card). */
export type Shot = { qr: string; seconds: number } | { blank: true; seconds: number };

export type VideoFormat = {
  /** Even numbers: the chroma planes are half each way. */
  width: number;
  height: number;
  /** Frames a second, as the header says; Chromium plays the file at this rate. */
  fps: number;
};

export const defaultFormat: VideoFormat = { width: 640, height: 480, fps: 10 };

/**
 * Video levels (BT.601 "studio swing", what a Y4M file without a range tag is read as): black
 * and white that stay black and white whichever way a reader takes them.
 */
const black = 16;
const white = 235;
/** No colour: both chroma planes at their middle. */
const neutral = 128;

/** Pixels a module of a symbol `size` modules wide, its quiet zone included, in `format`. */
export function modulePixels(size: number, format: Pick<VideoFormat, 'width' | 'height'>): number {
  return Math.floor(Math.min(format.width, format.height) / (size + 2 * quietZone));
}

/**
 * The luma plane of one frame (width × height bytes): white, with `text`'s QR code centred, or
 * all white. Throws when the code would have fewer than 3 pixels a module: a reader could not
 * be counted on to read it, and a test that fails to read it would blame the page.
 */
export function lumaPlane(text: string | undefined, format: Pick<VideoFormat, 'width' | 'height'>): Uint8Array {
  const { width, height } = format;
  const plane = new Uint8Array(width * height).fill(white);
  if (text === undefined) return plane;
  const symbol = qrSymbol(text);
  const scale = modulePixels(symbol.size, format);
  if (scale < 3) {
    throw new Error(`a QR code of ${symbol.size} modules needs a frame larger than ${width}×${height}`);
  }
  const left = Math.floor((width - symbol.size * scale) / 2);
  const top = Math.floor((height - symbol.size * scale) / 2);
  for (let y = 0; y < symbol.size; y += 1) {
    for (let x = 0; x < symbol.size; x += 1) {
      if (!symbol.dark(x, y)) continue;
      for (let row = 0; row < scale; row += 1) {
        const start = (top + y * scale + row) * width + left + x * scale;
        plane.fill(black, start, start + scale);
      }
    }
  }
  return plane;
}

export const y4mHeader = ({ width, height, fps }: VideoFormat) =>
  `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`;

/** How many frames a shot lasts: at least one, so that a short shot is still seen. */
export const framesOf = (shot: Shot, fps: number) => Math.max(1, Math.round(shot.seconds * fps));

/** One frame of the file: `FRAME\n`, the luma plane, then both chroma planes. */
function frameBytes(luma: Uint8Array, { width, height }: VideoFormat): Uint8Array {
  const marker = new TextEncoder().encode('FRAME\n');
  const chroma = (width / 2) * (height / 2);
  const bytes = new Uint8Array(marker.length + luma.length + 2 * chroma).fill(neutral);
  bytes.set(marker, 0);
  bytes.set(luma, marker.length);
  return bytes;
}

/**
 * Writes `timeline` as a Y4M file at `path`, a frame at a time (a minute of 640×480 at 10 fps
 * is 276 MB: it is never held in memory whole). Returns the number of frames and the frame
 * each shot starts at, for a test to say what it expects when.
 */
export function writeFakeCamera(
  path: string,
  timeline: readonly Shot[],
  format: VideoFormat = defaultFormat,
): { frames: number; starts: number[] } {
  if (format.width % 2 !== 0 || format.height % 2 !== 0) throw new Error('the frame must be even in both directions');
  const file = openSync(path, 'w');
  let frames = 0;
  const starts: number[] = [];
  try {
    writeSync(file, y4mHeader(format));
    for (const shot of timeline) {
      starts.push(frames);
      // Said, not drawn blank: a caller in plain JavaScript (the benchmark) may pass no text.
      if ('qr' in shot && (typeof shot.qr !== 'string' || shot.qr === '')) throw new Error('a QR shot needs its text');
      const frame = frameBytes(lumaPlane('qr' in shot ? shot.qr : undefined, format), format);
      const count = framesOf(shot, format.fps);
      for (let index = 0; index < count; index += 1) writeSync(file, frame);
      frames += count;
    }
  } finally {
    closeSync(file);
  }
  return { frames, starts };
}

/** The flags that make a Chromium play `path` as its camera and grant the camera without asking. */
export const fakeCameraArgs = (path: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${path}`,
];
