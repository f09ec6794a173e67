import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { sightings } from './sightings';

/**
 * The phone's camera as a pass reader (issue #50): the browser's own BarcodeDetector where it
 * has one that reads QR codes (Chrome on Android), else ZXing compiled to WebAssembly
 * (zxing-wasm: iPhones, Firefox, desktop Chrome on Linux), loaded only then, from our own
 * origin (never its default CDN). Frames are read one at a time, each as soon as the last is
 * done; a code seen again is answered again only once it has been out of sight a moment, so
 * a pass held up is one answer, and the same pass shown twice is two
 * (docs/decisions/098-the-gate-phone-page.md).
 */

/** A code read, with when the earliest frame that could have held it reached the page (performance.now()). */
export type Sighting = { text: string; frameAt: number };

export type CameraScanner = { stop: () => void; decoder: 'native' | 'wasm' };

/** How long a code must be out of sight before it counts as shown again. */
export const goneAfterMs = 600;
/** Frames are scaled down to this many pixels on their longer side before ZXing reads them. */
const wasmMaxSide = 720;

type Decode = (video: HTMLVideoElement) => Promise<string[]>;

/** The parts of the Barcode Detection API used here (not in TypeScript's DOM types). */
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
  getSupportedFormats: () => Promise<string[]>;
};

async function nativeDecode(): Promise<Decode | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return undefined;
  } catch {
    return undefined;
  }
  const detector = new Detector({ formats: ['qr_code'] });
  return async (video) => (await detector.detect(video)).map((code) => code.rawValue);
}

async function wasmDecode(): Promise<Decode> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2D canvas');
  return async (video) => {
    const scale = Math.min(1, wasmMaxSide / Math.max(video.videoWidth, video.videoHeight));
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    if (width === 0 || height === 0) return [];
    if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
    context.drawImage(video, 0, 0, width, height);
    const results = await readBarcodes(context.getImageData(0, 0, width, height), {
      formats: ['QRCode'],
      maxNumberOfSymbols: 1,
      // A pass is printed or on a screen, upright enough: the faster path is enough.
      tryHarder: false,
      tryInvert: false,
    });
    return results.filter((result) => result.isValid).map((result) => result.text);
  };
}

/** The camera could not start: why, in words the volunteer can act on. */
export class CameraUnavailable extends Error {}

function cameraError(error: unknown): CameraUnavailable {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return new CameraUnavailable('The camera is not allowed. Allow it in the browser’s site settings, then try again.');
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return new CameraUnavailable('This device has no camera. Use a scanner or the search instead.');
  }
  if (name === 'NotReadableError') {
    return new CameraUnavailable('Another app is using the camera. Close it, then try again.');
  }
  return new CameraUnavailable('The camera could not start. Use a scanner or the search instead.');
}

type FrameMeta = { presentedFrames: number; presentationTime: number; captureTime?: number };
type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: (now: number, meta: FrameMeta) => void) => number;
};

/**
 * Starts the back camera in `video` and calls `onCode` (awaited: answers stay in order) for
 * each code shown. `frameAt` is an upper bound of the wait: the time of the earliest frame the
 * reader had not examined when it took this one (frames that came while it was busy are
 * skipped, and any of them may have held the code first).
 */
export async function startCamera(
  video: VideoWithFrames,
  onCode: (sighting: Sighting) => Promise<void>,
): Promise<CameraScanner> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  } catch (error) {
    throw cameraError(error);
  }
  const native = await nativeDecode();
  let decode: Decode;
  try {
    decode = native ?? (await wasmDecode());
  } catch {
    stream.getTracks().forEach((track) => track.stop());
    throw new CameraUnavailable('The code reader could not load. Reload the page with a signal, then try again.');
  }
  video.srcObject = stream;
  await video.play().catch(() => undefined);

  let running = true;
  const toAnswer = sightings(goneAfterMs);
  let previous: { frames: number; at: number } | undefined;

  const examine = async (frameAt: number) => {
    let texts: string[] = [];
    try {
      texts = await decode(video);
    } catch {
      texts = [];
    }
    for (const text of toAnswer(texts, performance.now())) {
      try {
        await onCode({ text, frameAt });
      } catch {
        // An answer that failed (storage full) must not stop the camera: the next code is read.
      }
    }
  };

  const onFrame = async (now: number, meta: FrameMeta) => {
    if (!running) return;
    // The camera's capture time when the browser gives a believable one, else when it was shown.
    const at =
      meta.captureTime !== undefined && meta.captureTime <= now && meta.captureTime > now - 2000
        ? meta.captureTime
        : meta.presentationTime;
    let frameAt = at;
    if (previous && meta.presentedFrames - previous.frames > 1) {
      // Frames came while the last one was read: the first of them is the one to count from.
      frameAt = previous.at + (at - previous.at) / (meta.presentedFrames - previous.frames);
    }
    previous = { frames: meta.presentedFrames, at };
    await examine(frameAt);
    if (running) video.requestVideoFrameCallback?.(onFrame);
  };

  if (video.requestVideoFrameCallback) {
    video.requestVideoFrameCallback(onFrame);
  } else {
    // No per-frame callback: read at each animation frame, counting from the last read.
    let lastRead = performance.now();
    const loop = async () => {
      if (!running) return;
      const since = lastRead;
      lastRead = performance.now();
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) await examine(since);
      if (running) requestAnimationFrame(() => void loop());
    };
    requestAnimationFrame(() => void loop());
  }

  return {
    decoder: native ? 'native' : 'wasm',
    stop: () => {
      running = false;
      stream.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    },
  };
}
