/**
 * Every setting the site's server reads, in one table: its name, what it accepts and its default. This module is
 * the only reader of `process.env` in web/ and schemas/ (tests/architecture/settings.test.ts holds it so, and
 * holds `.env.example` to the same names). A value it does not accept stops the start with a message naming the
 * variable and what it accepts (web/lib/settings-at-start.ts), rather than a page that quietly ignores it.
 *
 * In production the environment is read once per process, at the first call (a render asks for settings on every
 * page, and reading the table again costs more than the cached page's own work); tests and development read it on
 * every call, so a test can set a variable and see it.
 */

import { API_VERSION } from './api-version';

type Raw = string | undefined;
type Env = Readonly<Record<string, Raw>>;

/** A kind of value: how its text reads, and what to say when it does not. */
interface Kind<T> {
  accepts: string;
  read: (text: string) => T | undefined;
}

const text: Kind<string> = { accepts: 'any text', read: (value) => value };

function urlOf(value: string, protocols: readonly string[]): URL | undefined {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.host ? url : undefined;
  } catch {
    return undefined;
  }
}

const url = (...protocols: string[]): Kind<string> => ({
  accepts: `an absolute ${protocols.join(' or ')} URL`,
  read: (value) => (urlOf(value, protocols) ? value : undefined),
});

/** An origin (scheme, host and port): what a URL with a path would be cut to is refused instead. */
const origin = (...protocols: string[]): Kind<string> => ({
  accepts: `an ${protocols.join(' or ')} origin such as https://www.example.com (no path)`,
  read: (value) => {
    const parsed = urlOf(value, protocols);
    return parsed && value.replace(/\/$/, '') === parsed.origin ? parsed.origin : undefined;
  },
});

/** A comma-separated list of https origins, each once. */
const origins: Kind<readonly string[]> = {
  accepts: 'comma-separated https origins such as https://cdn.example.com',
  read: (value) => {
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const read = parts.map((part) => origin('https:').read(part));
    return read.every((part) => part !== undefined) ? [...new Set(read)] : undefined;
  },
};

const whole = (min: number, max = Number.MAX_SAFE_INTEGER): Kind<number> => ({
  accepts: `a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`,
  read: (value) => (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : undefined),
});

const fraction: Kind<number> = {
  accepts: 'a number from 0 to 1',
  read: (value) => (value.trim() !== '' && Number(value) >= 0 && Number(value) <= 1 ? Number(value) : undefined),
};

const flag: Kind<boolean> = {
  accepts: '1, true, 0 or false',
  read: (value) => ({ '1': true, true: true, '0': false, false: false })[value.toLowerCase()],
};

const oneOf = <T extends string>(...values: T[]): Kind<T> => ({
  accepts: values.join(', '),
  read: (value) => values.find((known) => known === value),
});

/** A host name without port or scheme, lower-case. */
const host: Kind<string> = {
  accepts: 'a host name such as cn.example.com (no scheme, no port)',
  read: (value) => (/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(value) ? value.toLowerCase() : undefined),
};

/** A script's source: an https URL or a path on this site (a browser blocks http scripts on an https page). */
const scriptSrc: Kind<string> = {
  accepts: 'an https: URL or a root-relative path such as /scripts/tag.js',
  read: (value) => (/^\/(?!\/)/.test(value) || urlOf(value, ['https:']) ? value : undefined),
};

/** An HTTP header's name. */
const headerName: Kind<string> = {
  accepts: 'an HTTP header name such as cf-ipcountry',
  read: (value) => (/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(value) ? value.toLowerCase() : undefined),
};

/** A secret worth its name: long enough that guessing it is not a plan. */
const secret = (bytes: number): Kind<string> => ({
  accepts: `a secret of at least ${bytes} characters (openssl rand -hex ${Math.ceil(bytes / 2)})`,
  read: (value) => (value.length >= bytes ? value : undefined),
});

/** A key given in hex or base64, as its bytes (accounts/src/config.ts signs sessions with it). */
export const keyBytes = (value: string): Buffer => Buffer.from(value, /^[0-9a-f]+$/i.test(value) ? 'hex' : 'base64');

const key = (bytes: number): Kind<string> => ({
  accepts: `a key of at least ${bytes} bytes in hex or base64 (openssl rand -hex ${bytes})`,
  read: (value) => (keyBytes(value).length >= bytes ? value : undefined),
});

const token: Kind<string> = {
  accepts: 'letters, digits, - and _',
  read: (value) => (/^[\w-]+$/.test(value) ? value : undefined),
};

/** A setting: its kind, and its default when unset (no default: undefined when unset). */
function setting<T>(kind: Kind<T>): { kind: Kind<T>; fallback: undefined };
function setting<T>(kind: Kind<T>, fallback: T): { kind: Kind<T>; fallback: T };
function setting<T>(kind: Kind<T>, fallback?: T) {
  return { kind, fallback };
}

const PG = url('postgres:', 'postgresql:');
const REDIS = url('redis:', 'rediss:');

export const SETTINGS = {
  // Serving (scripts/start.sh sets HOSTNAME from LISTEN_HOST, and NEXT_MANUAL_SIG_HANDLE).
  PORT: setting(whole(1, 65_535), 3000),
  HOSTNAME: setting(text, '0.0.0.0'),
  KEEP_ALIVE_TIMEOUT: setting(whole(0)),
  NEXT_MANUAL_SIG_HANDLE: setting(flag, false),
  CN_HOST: setting(host, 'cn.localhost'),
  CN_ORIGIN: setting(origin('http:', 'https:')),
  // Read into the browser's code when the app is built (web/lib/public-settings.ts); checked here at start too.
  NEXT_PUBLIC_COOKIE_DOMAIN: setting({
    accepts: 'a domain such as .example.com',
    read: (value) => (/^\.?[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(value) ? value : undefined),
  }),
  SITE_ORIGIN: setting(origin('http:', 'https:')),
  GEO_COUNTRY_HEADER: setting(headerName, 'cf-ipcountry'),
  EDGE_CACHE_SECONDS: setting(whole(0), 10),
  STAGE_BOUNDARIES_FILE: setting(text),
  PREVIEW_SECRET: setting(secret(32)),
  SANITY_REVALIDATE_SECRET: setting(text),
  LOG_LEVEL: setting(oneOf('debug', 'info', 'warn', 'error'), 'info'),
  LOG_REQUESTS: setting(oneOf('errors', 'all'), 'errors'),
  ISR_CACHE_REDIS_URL: setting(REDIS),
  ISR_CACHE_PREFIX: setting(text),
  // Content.
  CONTENT_DATASET_DIR: setting(text),
  SANITY_PROJECT_ID: setting(token),
  SANITY_DATASET: setting(token, 'production'),
  SANITY_API_VERSION: setting(
    { accepts: 'a date such as 2025-09-01', read: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined) },
    API_VERSION,
  ),
  SANITY_API_READ_TOKEN: setting(text),
  SANITY_API_HOST: setting(url('http:', 'https:')),
  STUDIO_ORIGIN: setting(origin('http:', 'https:')),
  // Accounts.
  ACCOUNT_DATA_DIR: setting(text),
  ACCOUNT_MIGRATIONS_DIR: setting(text),
  ACCOUNT_TOKEN_SECRET: setting(key(32)),
  ACCOUNT_WARM_START: setting(flag),
  ACCOUNT_TEAM_ADDRESS: setting(text, 'support@roboshift.example'),
  ACCOUNT_RESEND_SECONDS: setting(whole(1), 60),
  ACCOUNT_REQUESTS_PER_MINUTE: setting(whole(1), 60),
  ACCOUNT_GUESSES_PER_HOUR: setting(whole(1), 20),
  DATABASE_URL_US: setting(PG),
  DATABASE_URL_EU: setting(PG),
  DATABASE_URL_CN: setting(PG),
  THROTTLE_REDIS_URL: setting(REDIS),
  THROTTLE_REDIS_PREFIX: setting(text, 'throttle'),
  TRUSTED_PROXY_HOPS: setting(whole(0, 10), 0),
  SMTP_URL: setting(url('smtp:', 'smtps:')),
  MAIL_FROM: setting(text, 'Roboshift <no-reply@roboshift.example>'),
  MAIL_OUTBOX: setting(flag, false),
  // Third parties (SPEC §2.4).
  ANALYTICS_TAG_SRC: setting(scriptSrc),
  HEATMAP_SRC: setting(scriptSrc),
  STORAGE_PROXY_SRC: setting(scriptSrc),
  CHAT_WIDGET_SRC: setting(scriptSrc),
  CHAT_WIDGET_STANDIN: setting(flag, false),
  RECAPTCHA_SITE_KEY: setting(token),
  RECAPTCHA_SECRET: setting(text),
  RECAPTCHA_VERIFY_URL: setting(url('https:', 'http:'), 'https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: setting(fraction, 0.5),
  PRECONNECT_ORIGINS: setting(origins, []),
  CSP_EXTRA_ORIGINS: setting(origins, []),
  // Telemetry: OpenTelemetry's standard variables, those the site reads itself.
  OTEL_SDK_DISABLED: setting(flag, false),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting(url('http:', 'https:')),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: setting(url('http:', 'https:')),
  OTEL_EXPORTER_OTLP_PROTOCOL: setting(text),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: setting(text),
  OTEL_BSP_SCHEDULE_DELAY: setting(whole(1), 5000),
  OTEL_METRIC_EXPORT_INTERVAL: setting(whole(1), 60_000),
  // Set by Node's and Next's tooling, not by an operator.
  NODE_ENV: setting(text),
  NEXT_PHASE: setting(text),
} as const;

type Table = typeof SETTINGS;
type ValueOf<S> = S extends { kind: Kind<infer T>; fallback: infer F }
  ? undefined extends F
    ? T | undefined
    : T
  : never;
export type Settings = { readonly [Name in keyof Table]: ValueOf<Table[Name]> };
export type SettingName = keyof Table;

/** What was wrong with the environment, one line per variable. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`settings: ${problems.length === 1 ? 'a value is' : 'values are'} not accepted\n  ${problems.join('\n  ')}`);
    this.name = 'SettingsError';
  }
}

/**
 * The settings an environment gives, every default filled in; a SettingsError names each variable whose value
 * is not accepted and what it accepts. An empty value is unset, as a shell's `VAR=` means.
 */
export function settingsFrom(env: Env): Settings {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, { kind, fallback }] of Object.entries(SETTINGS) as [
    string,
    { kind: Kind<unknown>; fallback: unknown },
  ][]) {
    const raw = env[name]?.trim();
    if (!raw) {
      values[name] = fallback;
      continue;
    }
    const value = kind.read(raw);
    if (value === undefined) problems.push(`${name}=${JSON.stringify(raw.slice(0, 80))}: expected ${kind.accepts}`);
    values[name] = value ?? fallback;
  }
  if (problems.length > 0) throw new SettingsError(problems);
  return values as Settings;
}

let pinned: Settings | undefined;

/** This process's settings (see the top of this file for when the environment is read). */
export function settings(): Settings {
  if (pinned) return pinned;
  const read = settingsFrom(process.env);
  if (read.NODE_ENV === 'production') pinned = read;
  return read;
}
