/**
 * After `next build`: every compressible file of the build's static folder stored beside itself compressed,
 * brotli at quality 11 and gzip at level 9, for the front server to send as they are (static-assets.ts).
 * Done once here because the best brotli costs about a second for the whole build, too much for each request
 * and for each server start.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressibleFiles, STORED } from './static-assets';

/** Writes the compressed copies of a static folder's files; returns their bytes before and after brotli. */
export function precompress(folder: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const { file } of compressibleFiles(folder)) {
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(file + STORED.br, br);
    writeFileSync(file + STORED.gzip, gzipSync(content, { level: 9 }));
    totals.files++;
    totals.bytes += content.length;
    totals.brotli += br.length;
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.next', 'static');
  const { files, bytes, brotli } = precompress(folder);
  console.log(`precompress: ${files} files of .next/static, ${bytes} B, ${brotli} B in brotli`);
}
