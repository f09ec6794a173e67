import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, describe, expect, it } from 'vitest';
import { qrSymbol } from '../app/routes/pass/qr-symbol';
import { defaultFormat, modulePixels, writeFakeCamera, type Shot, type VideoFormat } from './fake-camera';

const dir = mkdtempSync(join(tmpdir(), 'mybos-fake-camera-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A compact JWS as long as the longest pass tokens (about 700 characters), of base64url text. */
function tokenOfLength(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const part = (n: number) => Array.from({ length: n }, (_, i) => alphabet[(i * 37 + n) % alphabet.length]).join('');
  const header = part(36);
  const signature = part(86);
  return `${header}.${part(length - header.length - signature.length - 2)}.${signature}`;
}

/** The file's header fields and its frames' luma planes, as a reader of Y4M finds them. */
function readY4m(bytes: Uint8Array) {
  const headerEnd = bytes.indexOf(0x0a);
  const header = new TextDecoder().decode(bytes.subarray(0, headerEnd));
  const field = (letter: string) =>
    Number(
      header
        .split(' ')
        .find((f) => f.startsWith(letter))
        ?.slice(1),
    );
  const width = field('W');
  const height = field('H');
  const frameSize = 'FRAME\n'.length + width * height * 1.5;
  const frames = (bytes.length - headerEnd - 1) / frameSize;
  const luma = (index: number) => {
    const start = headerEnd + 1 + index * frameSize;
    expect(new TextDecoder().decode(bytes.subarray(start, start + 6))).toBe('FRAME\n');
    return bytes.subarray(start + 6, start + 6 + width * height);
  };
  const chroma = (index: number) => {
    const start = headerEnd + 1 + index * frameSize + 6 + width * height;
    return bytes.subarray(start, start + (width * height) / 2);
  };
  return { header, width, height, frames, luma, chroma };
}

/** What a QR reader (jsQR) reads in a luma plane, drawn grey on RGBA. */
function decode(luma: Uint8Array, width: number, height: number): string | undefined {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < luma.length; i += 1) {
    rgba.set([luma[i]!, luma[i]!, luma[i]!, 255], i * 4);
  }
  return jsQR(rgba, width, height)?.data;
}

describe('the fake camera video', () => {
  it('holds each shot for its seconds, a pass readable on every frame of its own and none on a blank', () => {
    const first = tokenOfLength(700);
    const second = tokenOfLength(400);
    const path = join(dir, 'shots.y4m');
    const written = writeFakeCamera(path, [
      { blank: true, seconds: 0.5 },
      { qr: first, seconds: 1.5 },
      { blank: true, seconds: 1 },
      { qr: second, seconds: 0.2 },
    ]);
    expect(written).toEqual({ frames: 5 + 15 + 10 + 2, starts: [0, 5, 20, 30] });

    const video = readY4m(readFileSync(path));
    expect(video.header).toBe('YUV4MPEG2 W640 H480 F10:1 Ip A1:1 C420jpeg');
    expect(video.frames).toBe(32);
    const read = (index: number) => decode(video.luma(index), video.width, video.height);
    expect(read(0)).toBeUndefined();
    expect(read(4)).toBeUndefined();
    expect(read(5)).toBe(first);
    expect(read(19)).toBe(first);
    expect(read(20)).toBeUndefined();
    expect(read(30)).toBe(second);
    expect(read(31)).toBe(second);
    // No colour anywhere: a reader converting to grey sees the luma as written.
    expect(video.chroma(5).every((value) => value === 128)).toBe(true);
  });

  it('sizes the longest pass at 4 pixels a module in 640×480, and refuses a frame too small to read', () => {
    const longest = tokenOfLength(700);
    expect(modulePixels(qrSymbol(longest).size, defaultFormat)).toBeGreaterThanOrEqual(4);
    const tiny: VideoFormat = { width: 200, height: 160, fps: 10 };
    expect(() => writeFakeCamera(join(dir, 'tiny.y4m'), [{ qr: longest, seconds: 1 }], tiny)).toThrow(
      /needs a frame larger than 200×160/,
    );
  });

  it('refuses a QR shot without its text rather than draw a blank card', () => {
    const shot = { qr: undefined, seconds: 1 } as unknown as Shot;
    expect(() => writeFakeCamera(join(dir, 'none.y4m'), [shot])).toThrow(/needs its text/);
  });

  it('takes the size and rate it is given', () => {
    const path = join(dir, 'large.y4m');
    const token = tokenOfLength(500);
    writeFakeCamera(path, [{ qr: token, seconds: 1 }], { width: 1280, height: 720, fps: 5 });
    const video = readY4m(readFileSync(path));
    expect(video.header).toBe('YUV4MPEG2 W1280 H720 F5:1 Ip A1:1 C420jpeg');
    expect(video.frames).toBe(5);
    expect(decode(video.luma(4), 1280, 720)).toBe(token);
  });
});
