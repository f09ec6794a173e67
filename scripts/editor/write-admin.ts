// After the site's build: the organisers' editor into build/client/admin/. Written after
// finalize-build on purpose, so the service worker never precaches it and the sitemap never
// lists it; its own CSP is in _headers (scripts/security-headers.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDirectory } from '../build-dir.ts';
import { adminFiles } from './admin-files';

// build/client/admin/, or under SITE_BUILD_DIR (scripts/build-dir.ts).
const out = join(clientDirectory(), 'admin');
mkdirSync(out, { recursive: true });
const files = Object.entries(adminFiles());
for (const [name, read] of files) writeFileSync(join(out, name), await read());
console.log(`write-admin: the content editor at /admin (${files.length} files)`);
