import { reactRouter } from '@react-router/dev/vite';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vite';
import { emailSettingsGuard } from './scripts/email-settings.mjs';

/**
 * `import photo from '~/assets/x.jpg?responsive'` gives a `Picture` (see app/lib/picture.ts):
 * AVIF and WebP srcsets plus a JPEG fallback with intrinsic width and height.
 * `?responsive=hero` adds the widths a full-bleed hero needs.
 */
const widths = { default: '480;800;1200', hero: '640;1024;1440;1920', thumb: '320;640' } as const;

export default defineConfig({
  plugins: [
    emailSettingsGuard(),
    imagetools({
      defaultDirectives(url) {
        if (!url.searchParams.has('responsive')) return new URLSearchParams();
        const preset = (url.searchParams.get('responsive') || 'default') as keyof typeof widths;
        return new URLSearchParams({
          w: widths[preset] ?? widths.default,
          format: 'avif;webp;jpg',
          quality: '68',
          effort: '2',
          withoutEnlargement: '',
          as: 'picture',
        });
      },
    }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
});
