/**
 * npm run studio: the real Sanity Studio at http://localhost:3333 against a content API on this machine (the
 * stand-in of Sanity's API the tests use) holding the embedded dataset. What an editor does is written back to
 * content/dataset (CONTENT_DATASET_DIR), and each publish is sent to the site (`npm run serve`, SITE_ORIGIN) as
 * Sanity's webhook, signed with the secret scripts/local-trial-secret.sh keeps for both; a scheduled release
 * publishes at its time. A local trial with one editor and no sign-in, never production.
 * STUDIO_PORT (3333) and CONTENT_API_PORT (3334) move it; STUDIO_BUILD_DIR serves a Studio built elsewhere with
 * the marks of scripts/lib/studio-build.ts (the tests' own).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSanityStandIn } from '../tests/support/sanity-standin';
import { selfSignedCertificate } from '../tests/support/sanity-standin/tls';
import { DATASET_DIR, DATASET_FILE, ROOT } from './lib/dataset-files';
import { seedCommand } from './lib/seed-command';
import { buildMarkedStudio, serveStudio, studioSourceHash } from './lib/studio-build';

const say = (line: string) => console.log(`studio: ${line}`);
const HOME = path.join(ROOT, '.data', 'studio');
const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';

/** The certificate of the API's HTTPS listener, kept so that a browser's exception for it lasts a year. */
function certificate() {
  const [key, cert] = [path.join(HOME, 'tls-key.pem'), path.join(HOME, 'tls-cert.pem')];
  if (!existsSync(key) || !existsSync(cert)) {
    const made = selfSignedCertificate([], 365);
    mkdirSync(HOME, { recursive: true });
    writeFileSync(key, made.key, { mode: 0o600 });
    writeFileSync(cert, made.cert);
  }
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

/** The Studio built with the marks, again only when its sources changed since the last build. */
async function studioBuild(): Promise<string> {
  if (process.env.STUDIO_BUILD_DIR) return path.resolve(process.env.STUDIO_BUILD_DIR);
  const dist = path.join(HOME, 'build');
  const stamp = path.join(dist, '.source-hash');
  const hash = studioSourceHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return dist;
  say('building the Studio (a minute or two, again only after its sources change)');
  rmSync(dist, { recursive: true, force: true });
  await buildMarkedStudio(dist);
  writeFileSync(stamp, hash);
  return dist;
}

if ((await seedCommand({ ifMissing: true })) !== 0) process.exit(1);
const secret =
  process.env.SANITY_REVALIDATE_SECRET ||
  execFileSync('bash', [path.join(ROOT, 'scripts', 'local-trial-secret.sh')], { encoding: 'utf8' }).trim();
const studioPort = Number(process.env.STUDIO_PORT ?? 3333);
const studioOrigin = `http://localhost:${studioPort}`;
const api = await startSanityStandIn(path.join(DATASET_DIR, DATASET_FILE), {
  systemFields: true,
  https: true,
  httpsPort: Number(process.env.CONTENT_API_PORT ?? 3334),
  certificate: certificate(),
  writeBack: DATASET_DIR,
  signedIn: true,
  landing: studioOrigin,
  webhook: {
    origin: siteOrigin,
    secret,
    delivered: ({ body, reply }) => {
      if ('error' in reply || reply.code !== 2000)
        say(
          `the site at ${siteOrigin} did not take a ${body._type} publish (${JSON.stringify(reply)}); is \`npm run serve\` running?`,
        );
      else say(`published a ${body._type}: the site at ${siteOrigin} renders every page anew`);
    },
  },
});
const apiHost = api.httpsUrl ?? '';
const studio = await serveStudio(await studioBuild(), { apiHost, siteOrigin }, studioPort);

say('a local trial, never production: a stand-in of Sanity’s API on this machine, one editor, no sign-in');
say(`Sanity Studio  ${studio.origin}`);
say(`content API    ${apiHost} (HTTP/2, which browsers speak only over TLS, with a certificate made on this machine:`);
say(`               open ${apiHost} once and accept it for both names it asks; it then takes you to the Studio)`);
say(
  `content        ${path.relative(process.cwd(), DATASET_DIR)}: written back on every change; publishes go to ${siteOrigin}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, async () => {
    await Promise.all([studio.close(), api.close()]);
    process.exit(0);
  });
