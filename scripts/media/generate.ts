// `npm run media [icons|wallet|images|brochures|video …] [--only=part-of-a-path]`: regenerates the show's
// image library, brochures and promo video. Every part is deterministic (seeded), so a re-run
// reproduces the committed files; the outputs are committed so building the site needs none of this.
import { execFileSync } from 'node:child_process';
import { generateBrochures } from './brochures.ts';
import { generateIcons } from './icons.ts';
import { generateImages } from './images.ts';
import { generateVideo } from './video.ts';
import { generateWalletAssets } from './wallet-assets.ts';

const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const parts = args.filter((arg) => !arg.startsWith('--'));
const wanted = (part: string) => parts.length === 0 || parts.includes(part);

function requireFfmpeg() {
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  } catch {
    console.error('The promo video needs ffmpeg. On Debian or Ubuntu: sudo apt-get install -y ffmpeg');
    process.exit(1);
  }
}

const started = Date.now();
if (wanted('icons')) {
  console.log('App icons → public/');
  await generateIcons();
}
if (wanted('wallet')) {
  console.log('Apple Wallet pass images → service/passes/wallet-assets/');
  await generateWalletAssets();
}
if (wanted('images')) {
  console.log('Images → content/media/ and app/assets/video/');
  await generateImages({ only });
}
// Brochures embed the boat images, so they follow the images.
if (wanted('brochures')) {
  console.log('Brochures → public/brochures/');
  await generateBrochures();
}
if (wanted('video')) {
  requireFfmpeg();
  console.log('Promo video → public/media/');
  await generateVideo();
}
console.log(`Done in ${Math.round((Date.now() - started) / 1000)} s.`);
