import type { Plugin } from 'vite';
import type * as AdminFiles from './admin-files.ts';
import type * as ContentErrorPage from './content-error-page.ts';

/**
 * `npm run edit` / `npm run dev`: the editor at /admin, and every page rebuilt from the content
 * files as soon as one changes (the editor's saves included), without restarting the server.
 */
export function editorDevServer(): Plugin {
  return {
    name: 'mybos-editor-dev',
    apply: 'serve',
    // Decap CMS brings react-router-dom 5 along (it runs only at /admin, from its own bundle);
    // React Router's plugin would pre-bundle that copy for the site's pages and fail. Runs
    // after React Router's plugin, so it sees and takes back that entry.
    config(config) {
      const include = config.optimizeDeps?.include;
      if (include && config.optimizeDeps)
        config.optimizeDeps.include = include.filter((name) => name !== 'react-router-dom');
    },
    configureServer(server) {
      server.watcher.add('content/**');
      /** The content error page while the content fails its check, else undefined; read again after a change. */
      let errorPage: Promise<string | undefined> | undefined;
      const reload = (file: string) => {
        if (!file.includes('/content/')) return;
        errorPage = undefined;
        if (file.includes('/app/content/')) return;
        for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);

      // A page or its data while the content fails its check: a page naming each problem's file
      // and field (scripts/editor/content-error-page.ts), never React Router's bare 500.
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const isPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
        if ((!isPage && !url.pathname.endsWith('.data')) || url.pathname.startsWith('/admin')) return next();
        try {
          errorPage ??= server
            .ssrLoadModule('/scripts/editor/content-error-page.ts')
            // The dev server loads it as the site's modules (it reads the content through `~/`).
            .then((module) => (module as typeof ContentErrorPage).contentErrorPageFor());
          const page = await errorPage;
          if (!page) return next();
          response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
        } catch (error) {
          errorPage = undefined;
          next(error);
        }
      });

      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname === '/admin') {
          response.writeHead(301, { Location: `/admin/${url.search}` }).end();
          return;
        }
        if (!url.pathname.startsWith('/admin/')) return next();
        const { adminFiles } = (await server.ssrLoadModule('/scripts/editor/admin-files.ts')) as typeof AdminFiles;
        const name = url.pathname.slice('/admin/'.length) || 'index.html';
        const read = adminFiles()[name];
        if (!read) return next();
        const type = name.endsWith('.html')
          ? 'text/html'
          : name.endsWith('.yml')
            ? 'text/yaml'
            : name.endsWith('.json')
              ? 'application/json'
              : name.endsWith('.wasm')
                ? 'application/wasm'
                : 'text/javascript';
        response.writeHead(200, {
          'Content-Type': type === 'application/wasm' ? type : `${type}; charset=utf-8`,
          'X-Robots-Tag': 'noindex',
        });
        response.end(await read());
      });
    },
  };
}
