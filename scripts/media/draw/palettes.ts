// One lighting model per time of day. Every drawing function takes its colours from here, so a
// scene re-lit from noon to dusk stays coherent (boats, land and water agree on the light).
import type { Stop } from './canvas.ts';

/** Where the sun (or moon) sits, as fractions of the frame, and how it glows. */
export type Sun = { x: number; y: number; r: number; color: string; glow: string; glowOpacity: number; disc: boolean };

export type Palette = {
  /** The sky's gradient from the top of the frame to the horizon. */
  sky: readonly Stop[];
  sun: Sun;
  cloud: { color: string; lit: string; shade: string; style: 'cumulus' | 'streak' | 'none'; opacity: number };
  haze: string;
  /** Land tones from the farthest layer (0) to the nearest (3). */
  land: readonly [string, string, string, string];
  sea: { top: string; mid: string; bottom: string; hi: string; lo: string; glitter: string };
  white: string;
  whiteShade: string;
  glass: string;
  glassHi: string;
  metal: string;
  /** Lit windows and lamps: dusk and night. */
  lit: boolean;
  sail: string;
  sailShade: string;
  wood: string;
  foam: string;
};

export const palettes = {
  morning: {
    sky: [
      [0, '#5d93c2'],
      [0.45, '#a9cde0'],
      [0.8, '#f1dcc0'],
      [1, '#f8e6cf'],
    ],
    sun: { x: 0.72, y: 0.6, r: 0.022, color: '#fff6dc', glow: '#ffdca8', glowOpacity: 0.75, disc: true },
    cloud: { color: '#f6e7dd', lit: '#ffe3bd', shade: '#b9c4d6', style: 'cumulus', opacity: 0.8 },
    haze: '#e8dccb',
    land: ['#a7b6c2', '#6f8f92', '#3f6a57', '#2c5040'],
    sea: { top: '#b9d3d8', mid: '#5f9fb1', bottom: '#0d5873', hi: '#ffffff', lo: '#0a4760', glitter: '#fff1c9' },
    white: '#fbf7f1',
    whiteShade: '#c9cfd6',
    glass: '#1d3246',
    glassHi: '#7fa6c2',
    metal: '#b8c0c8',
    lit: false,
    sail: '#fbf6ec',
    sailShade: '#d6d3cc',
    wood: '#9a6a3c',
    foam: '#ffffff',
  },
  day: {
    sky: [
      [0, '#1f6fae'],
      [0.5, '#5fa8d8'],
      [0.85, '#bfe1ef'],
      [1, '#e4f2f4'],
    ],
    sun: { x: 0.2, y: 0.12, r: 0.018, color: '#ffffff', glow: '#fff7dd', glowOpacity: 0.55, disc: false },
    cloud: { color: '#ffffff', lit: '#ffffff', shade: '#b6cbe0', style: 'cumulus', opacity: 0.95 },
    haze: '#d4e8ee',
    land: ['#8fb0bf', '#5d8d7f', '#2f6b47', '#1f5235'],
    sea: { top: '#6fc6cf', mid: '#1f9db3', bottom: '#06587a', hi: '#e9fbff', lo: '#064b68', glitter: '#ffffff' },
    white: '#ffffff',
    whiteShade: '#c3ced8',
    glass: '#13293d',
    glassHi: '#6f9fc4',
    metal: '#c9d0d6',
    lit: false,
    sail: '#ffffff',
    sailShade: '#d4dbe2',
    wood: '#a8733f',
    foam: '#ffffff',
  },
  golden: {
    sky: [
      [0, '#3a5f8c'],
      [0.45, '#9fa3ad'],
      [0.75, '#efb978'],
      [1, '#f9d59a'],
    ],
    sun: { x: 0.78, y: 0.66, r: 0.026, color: '#fff0c2', glow: '#ffc46b', glowOpacity: 0.85, disc: true },
    cloud: { color: '#f3c99a', lit: '#ffd9a3', shade: '#8d7f8f', style: 'streak', opacity: 0.75 },
    haze: '#efc995',
    land: ['#b99a8c', '#7d7468', '#4a5a45', '#2b3a2c'],
    sea: { top: '#f0c48f', mid: '#6f8fa0', bottom: '#143f5c', hi: '#ffe2b0', lo: '#0d3049', glitter: '#ffe1a0' },
    white: '#fff1df',
    whiteShade: '#c7b2a6',
    glass: '#2a2a3a',
    glassHi: '#e9b27a',
    metal: '#cdb9a2',
    lit: false,
    sail: '#fff0d8',
    sailShade: '#d8b896',
    wood: '#b7773b',
    foam: '#fff3df',
  },
  sunset: {
    sky: [
      [0, '#1b2554'],
      [0.35, '#6b3f6e'],
      [0.65, '#e0704c'],
      [0.88, '#f7b15b'],
      [1, '#fbd27e'],
    ],
    sun: { x: 0.62, y: 0.7, r: 0.03, color: '#fff1b8', glow: '#ff9a4a', glowOpacity: 0.95, disc: true },
    cloud: { color: '#e58a6c', lit: '#ffb36b', shade: '#5c3a63', style: 'streak', opacity: 0.8 },
    haze: '#f0a56a',
    land: ['#a0607a', '#6b3f5e', '#3a2643', '#22172c'],
    sea: { top: '#f6b369', mid: '#9a5a6a', bottom: '#1d1f3f', hi: '#ffd08a', lo: '#141533', glitter: '#ffe09a' },
    white: '#f6c9a6',
    whiteShade: '#8a6170',
    glass: '#231a2e',
    glassHi: '#ffb46e',
    metal: '#b58a80',
    lit: false,
    sail: '#f8d0a8',
    sailShade: '#a8707a',
    wood: '#8a5030',
    foam: '#ffd9b0',
  },
  dusk: {
    sky: [
      [0, '#0a1738'],
      [0.45, '#27386e'],
      [0.78, '#9a5f86'],
      [0.93, '#e39a7c'],
      [1, '#f2b889'],
    ],
    sun: { x: 0.3, y: 0.78, r: 0.0, color: '#ffd6a0', glow: '#f0906a', glowOpacity: 0.6, disc: false },
    cloud: { color: '#6d5a86', lit: '#e59b86', shade: '#2a2d57', style: 'streak', opacity: 0.6 },
    haze: '#b9788a',
    land: ['#5e4f78', '#3e3962', '#242447', '#151834'],
    sea: { top: '#c98a8c', mid: '#3d4a78', bottom: '#0a1430', hi: '#ffcf9a', lo: '#070e25', glitter: '#ffd28a' },
    white: '#d9d3e2',
    whiteShade: '#5f5f86',
    glass: '#ffcf7a',
    glassHi: '#fff0c0',
    metal: '#8f8fae',
    lit: true,
    sail: '#d8d0e0',
    sailShade: '#6f6a90',
    wood: '#6d4a3a',
    foam: '#e8e0f0',
  },
  night: {
    sky: [
      [0, '#020a1a'],
      [0.55, '#0a2242'],
      [0.9, '#1b3f63'],
      [1, '#2a5577'],
    ],
    sun: { x: 0.78, y: 0.18, r: 0.014, color: '#f4f1e6', glow: '#9fb8d8', glowOpacity: 0.35, disc: true },
    cloud: { color: '#22395a', lit: '#4a6587', shade: '#0b1830', style: 'streak', opacity: 0.5 },
    haze: '#1f4466',
    land: ['#1d3550', '#15283f', '#0d1c30', '#081424'],
    sea: { top: '#1f4466', mid: '#0e2946', bottom: '#030c1c', hi: '#ffd48a', lo: '#020814', glitter: '#ffd48a' },
    white: '#b9c6d6',
    whiteShade: '#3e5068',
    glass: '#ffc95e',
    glassHi: '#fff0c2',
    metal: '#6e7f94',
    lit: true,
    sail: '#9fb0c4',
    sailShade: '#3e4f66',
    wood: '#4a3426',
    foam: '#9fb8d0',
  },
} satisfies Record<string, Palette>;

/** Same light, different sun position: scenes frame the sun where their composition needs it. */
export function withSun(palette: Palette, sun: Partial<Sun>): Palette {
  return { ...palette, sun: { ...palette.sun, ...sun } };
}
