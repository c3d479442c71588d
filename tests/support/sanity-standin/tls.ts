/**
 * A throwaway certificate for the stand-in's HTTPS listener, made by openssl when the stand-in starts (no key is
 * kept in the repository). Browsers speak HTTP/2 only over TLS, and the Studio needs HTTP/2: it holds half a dozen
 * listeners open at once, and over HTTP/1.1 those take all six connections Chromium allows a host, so every
 * later request waits forever. The browser is told to accept the certificate (ignoreHTTPSErrors).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `names` are host names the certificate also covers (wildcards allowed), besides localhost. */
export function selfSignedCertificate(names: readonly string[] = [], days = 2): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'standin-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        String(days),
        '-subj',
        '/CN=localhost',
        '-addext',
        `subjectAltName=${['localhost', '*.localhost', ...names].map((name) => `DNS:${name}`).join(',')}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
