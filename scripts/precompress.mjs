// Writes brotli (.br) and gzip (.gz) twins beside every compressible file over 1 KB in a
// folder tree, as a static host serves them. Used by the build and by the benchmark's floor.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|ics)$/;

/** Precompresses `dir` recursively; returns how many files got twins. */
export function precompressTree(dir) {
  let compressed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) compressed += precompressTree(file);
    else if (compressible.test(entry.name) && statSync(file).size > 1024) {
      const contents = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(contents, { level: 9 }));
      compressed += 1;
    }
  }
  return compressed;
}
