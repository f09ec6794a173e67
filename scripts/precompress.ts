// Writes brotli (.br) and gzip (.gz) twins beside every compressible file in a folder tree,
// where they are smaller than the file, as a static host serves them. Small files count too: a
// page loads a dozen scripts of a few hundred bytes. Used by the build and the benchmark's floor.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|ics|data)$/;

/** Precompresses `dir` recursively; returns how many files got twins. */
export function precompressTree(dir: string): number {
  let compressed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) compressed += precompressTree(file);
    else if (compressible.test(entry.name)) {
      const contents = readFileSync(file);
      const brotli = brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      const gzip = gzipSync(contents, { level: 9 });
      if (brotli.length < contents.length) writeFileSync(`${file}.br`, brotli);
      if (gzip.length < contents.length) writeFileSync(`${file}.gz`, gzip);
      if (brotli.length < contents.length) compressed += 1;
    }
  }
  return compressed;
}
