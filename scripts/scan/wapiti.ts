/**
 * The scan's second part, `npm run scan -- --wapiti`: Debian's wapiti (a web vulnerability scanner nobody here
 * wrote) against a production start of the built site, as an operator might leave it (no SMTP, no outbox, a
 * fresh account folder). It crawls from the home page and attacks every parameter it finds, plus the parameters
 * of a few routes the crawler cannot see (media, preview, login's fromPath, the account API): injections (SQL,
 * blind SQL, commands, files, XSS stored and reflected, XXE, CRLF), open redirects, CSRF, HTTP methods, headers,
 * CSP and cookie flags. Not SSRF: its check needs wapiti's public endpoint, and this machine has no internet.
 * Installs wapiti from Debian when missing and running as root. Takes up to SCAN_SECONDS (900).
 * Writes bench/scan/<date>.json (wapiti's report) and prints the findings; exits 1 when wapiti reports a
 * vulnerability that is not among the reviewed ones below (anomalies and notes are for reading).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/dataset-files';
import { startNext } from '../lib/next-server';

const SECONDS = Number(process.env.SCAN_SECONDS ?? 900);
const MODULES = [
  'sql',
  'blindsql',
  'exec',
  'file',
  'xss',
  'permanentxss',
  'xxe',
  'crlf',
  'redirect',
  'csrf',
  'methods',
  'http_headers',
  'csp',
  'cookieflags',
];

/** Findings looked at and judged, with the reason: anything else wapiti reports fails the scan. */
const REVIEWED: { category: string; path?: RegExp; info?: RegExp; why: string }[] = [
  {
    category: 'Cross Site Request Forgery',
    path: /^\/(us|uk|eu|fr|de)\/(product-registration|return-manufacturer)$/,
    why: 'the form element posts to its own page, which changes nothing; the script sends the form to /usapi or /euapi as application/json, which no other site can send without a CORS preflight the API never grants',
  },
  {
    category: 'HTTP Secure Headers',
    info: /X-XSS-Protection/,
    why: 'X-XSS-Protection is obsolete (no current browser has the XSS auditor; OWASP advises not to set 1); pages carry a hash- or nonce-based Content-Security-Policy instead',
  },
];

const reviewed = (category: string, finding: { path: string; info: string }) =>
  REVIEWED.find(
    (r) => r.category === category && (!r.path || r.path.test(finding.path)) && (!r.info || r.info.test(finding.info)),
  );

function ensureWapiti() {
  if (spawnSync('wapiti', ['--version'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() !== 0)
    throw new Error('wapiti is not installed: apt-get install wapiti (Debian), then run again.');
  console.log('scan: installing wapiti from Debian');
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'wapiti'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

interface Report {
  vulnerabilities?: Record<string, { method: string; path: string; info: string; parameter: string }[]>;
  anomalies?: Record<string, { method: string; path: string; info: string }[]>;
  additionals?: Record<string, { method: string; path: string; info: string }[]>;
  infos?: Record<string, unknown>;
}

function summarize(report: Report) {
  const lines: string[] = [];
  let vulnerabilities = 0;
  for (const [kind, findings] of [
    ['vulnerability', report.vulnerabilities],
    ['anomaly', report.anomalies],
    ['note', report.additionals],
  ] as const) {
    for (const [category, list] of Object.entries(findings ?? {})) {
      if (!list.length) continue;
      lines.push(`${kind}: ${category} (${list.length})`);
      for (const [index, finding] of list.entries()) {
        const known = reviewed(category, finding);
        if (kind === 'vulnerability' && !known) vulnerabilities += 1;
        if (index >= 10) continue;
        lines.push(`  ${finding.method} ${finding.path}: ${finding.info.split('\n')[0]?.slice(0, 160)}`);
        if (known) lines.push(`    reviewed: ${known.why}`);
      }
    }
  }
  return { lines, vulnerabilities };
}

/** Prints a wapiti report's findings and sets the exit code (`npm run scan -- --report <file>` reads one again). */
export function wapitiReport(output: string) {
  const { lines, vulnerabilities } = summarize(JSON.parse(readFileSync(output, 'utf8')) as Report);
  console.log(`\nscan: report in ${path.relative(ROOT, output)}`);
  console.log(lines.length ? lines.join('\n') : 'scan: wapiti found nothing');
  console.log(`scan: ${vulnerabilities} vulnerability report(s) not reviewed`);
  process.exitCode = vulnerabilities > 0 ? 1 : 0;
}

export async function runWapiti(port: number) {
  ensureWapiti();
  const work = mkdtempSync(path.join(tmpdir(), 'scan-'));
  const server = await startNext(port, {
    ACCOUNT_DATA_DIR: path.join(work, 'accounts'),
    MAIL_OUTBOX: '',
    SMTP_URL: '',
  });
  const day = new Date().toISOString().slice(0, 10);
  const output = path.join(ROOT, 'bench', 'scan', `${day}.json`);
  try {
    const home = await (await fetch(`${server.origin}/us`)).text();
    const image = /(\/media\/images\/[^"&?]+)/.exec(home)?.[1];
    const starts = [
      `${server.origin}/us`,
      `${server.origin}/us/flagship-bumblebee`,
      `${server.origin}/us/login?fromPath=%2Fus%2Faccount`,
      `${server.origin}/api/preview?secret=x&at=2025-10-30T00%3A00%3A00Z&region=us&path=%2F`,
      `${server.origin}/usapi/account/user/sign_in/refresh?user_id=00000000-0000-4000-8000-000000000000`,
      `${server.origin}/ssr/iso`,
      ...(image ? [`${server.origin}${image}?w=400&fm=webp`] : []),
    ];
    mkdirSync(path.dirname(output), { recursive: true });
    const args = [
      '-u',
      `${server.origin}/`,
      '--scope',
      'folder',
      '-m',
      MODULES.join(','),
      '-d',
      '3',
      '--max-links-per-page',
      '40',
      '--max-scan-time',
      String(SECONDS),
      '--max-attack-time',
      String(Math.max(60, Math.floor(SECONDS / 6))),
      '--flush-session',
      '--store-session',
      path.join(work, 'session'),
      '--store-config',
      path.join(work, 'config'),
      '-f',
      'json',
      '-o',
      output,
      '--no-bugreport',
      '-v',
      '1',
      ...starts.flatMap((url) => ['-s', url]),
    ];
    console.log(`scan: wapiti against ${server.origin} for at most ${SECONDS} s (modules ${MODULES.join(', ')})`);
    const run = spawnSync('wapiti', args, { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`wapiti exited with ${run.status}`);
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  wapitiReport(output);
}
