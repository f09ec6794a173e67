import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

/**
 * What makes the gate's page (/office/scan) installable and able to open offline, written at
 * the office's build (service/office-ui/vite.config.ts), as Workbox's injectManifest would:
 * `scan.webmanifest` (the app's name, scope, colours and the site's icons, hashed), and
 * `scan-sw.js`, scan/service-worker.ts bundled as one classic script with the list of the
 * files the page needs — every chunk its entry reaches, statically or not, their CSS and
 * assets (the code reader's WebAssembly) — in place of `__SCAN_PRECACHE__`. The office's other
 * pages are not in it: they need a signal anyway. docs/decisions/098-the-gate-phone-page.md.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const base = '/office/';

/**
 * The files `entry` needs: the chunks it reaches, their assets, and the stylesheet (one for the
 * whole office: `cssCodeSplit: false`).
 */
export function filesOfEntry(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const files = new Set(Object.keys(bundle).filter((name) => name.endsWith('.css')));
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const item = bundle[fileName];
    if (item?.type !== 'chunk') return;
    const meta = item.viteMetadata;
    for (const css of meta?.importedCss ?? []) files.add(css);
    for (const asset of meta?.importedAssets ?? []) files.add(asset);
    for (const next of [...item.imports, ...item.dynamicImports]) visit(next);
  };
  visit(entry.fileName);
  return [...files].sort();
}

export function scanPwa(): Plugin {
  return {
    name: 'mybos-scan-pwa',
    apply: 'build',
    // After Vite's own: the stylesheet and the pages are in the bundle by then.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.isEntry && (item.facadeModuleId ?? '').includes('/office-ui/scan/'),
      );
      if (entry?.type !== 'chunk') return this.error('the gate page (scan/index.html) is not in the office build');

      const icons = await Promise.all(
        [192, 512].map(async (size) => {
          const reference = this.emitFile({
            type: 'asset',
            name: `gate-icon-${size}.png`,
            source: await readFile(here(`../../public/icon-${size}.png`)),
          });
          return { src: `${base}${this.getFileName(reference)}`, sizes: `${size}x${size}`, type: 'image/png' };
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'scan.webmanifest',
        source: `${JSON.stringify(
          {
            name: 'MYBOS Gate check-in',
            short_name: 'MYBOS Gate',
            description: 'Checks MYBOS passes at the hall and the gangways, with or without a signal.',
            id: '/office/scan',
            start_url: '/office/scan',
            scope: '/office/scan',
            display: 'standalone',
            orientation: 'portrait',
            background_color: '#fbf8f2',
            theme_color: '#0b2a4d',
            icons,
          },
          null,
          2,
        )}\n`,
      });

      const precache = [...filesOfEntry(bundle, entry), ...icons.map((icon) => icon.src.slice(base.length))].map(
        (file) => `${base}${file}`,
      );
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        envDir: false,
        define: { __SCAN_PRECACHE__: JSON.stringify(precache) },
        build: {
          write: false,
          minify: true,
          target: 'es2020',
          lib: { entry: here('./scan/service-worker.ts'), formats: ['iife'], name: 'mybosGateWorker' },
          rolldownOptions: { checks: { pluginTimings: false } },
        },
      });
      const [result] = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
      const worker = result?.output.find((item) => item.type === 'chunk');
      if (!worker) return this.error('the gate page’s service worker did not build');
      this.emitFile({ type: 'asset', fileName: 'scan-sw.js', source: worker.code });
    },
  };
}
