/**
 * The account service over HTTP, on web-standard Request/Response only (no Next.js imports): route handlers
 * pass the request and the path after /account/user/. Every answer is the {code, msg, data} wrapper with a
 * message in the request's language; bad input never reaches an operation, and nothing waits forever.
 */

import { collectAfterAnswer, startWhenSent } from '@showcase/accounts/after-answer';
import { CALLS, type CallName } from '@showcase/accounts/calls';
import type { AccountContext } from '@showcase/accounts/context';
import { AccountError } from '@showcase/accounts/errors';
import { limitClient } from '@showcase/accounts/throttle';
import type { CallMeta } from '@showcase/accounts/users';
import { CODES, type CodeName } from '@showcase/schemas/api-codes';
import type { Region, RegionGroup } from '@showcase/schemas/regions';
import type { z } from 'zod';
import { readJson } from '../api/body';
import { failure, ok } from '../api/wrapper';
import { catalogFor } from '../i18n/catalog';
import { format, type MessageValues } from '../i18n/format';
import { log } from '../telemetry/log';
import { instruments } from '../telemetry/metrics';
import { REQUEST_ID_HEADER, withRequestId } from '../telemetry/request-scope';
import { inSpan } from '../telemetry/spans';
import { clientIp, localeOf, requestRegion } from './request-facts';
import { accountContext } from './service';

/** Longer than any operation takes (argon2 is 16-40 ms); shorter than the client's 60 s. */
const CALL_TIMEOUT_MS = 15_000;

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

/** The database is down or unreachable (as opposed to a bug): answered as "temporarily unavailable". */
function isUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(message)
    )
      return true;
  }
  return false;
}

/** A refusal in the wrapper, with the code's message in the caller's language (the support forms answer these too). */
export function reply(
  meta: Pick<CallMeta, 'locale'>,
  code: CodeName,
  values: MessageValues = {},
  data: unknown = null,
) {
  return failure(CODES[code], format(meta.locale, catalogFor(meta.locale).service.codes[code], values), data);
}

/**
 * Invalid input (4000) naming its fields in `data.errors`, with the msg of the field that matters most: the
 * schema's refusals and an operation's own (an AccountError 'invalidInput' with `{errors}`) read alike.
 */
function invalidFields(meta: Pick<CallMeta, 'locale'>, errors: Record<string, string>): Response {
  const { service } = catalogFor(meta.locale);
  const msg =
    'email' in errors
      ? service.invalidEmail
      : 'password' in errors
        ? service.codes.passwordRule
        : 'consent' in errors
          ? service.consentRequired
          : service.codes.invalidInput;
  return failure(CODES.invalidInput, msg, { errors });
}

function invalid(meta: CallMeta, issues: z.core.$ZodIssue[]): Response {
  // No prototype: a field named "__proto__" is an entry like any other, not the object's prototype.
  const errors: Record<string, string> = Object.create(null);
  for (const issue of issues) {
    const field = String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : '_'));
    errors[field] ??= issue.code;
  }
  return invalidFields(meta, errors);
}

const fieldErrors = (data: unknown): Record<string, string> | null => {
  const errors = (data as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string>) : null;
};

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AccountError('unavailable')), CALL_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface Dependencies {
  context: (group: RegionGroup) => Promise<AccountContext>;
  /**
   * Whether the region's content asks for newsletter consent beyond the law (route.ts reads the region settings).
   * Without it, the content asks nothing more: the law's regions still require consent.
   */
  contentAsksConsent?: (region: Region) => Promise<boolean>;
  /**
   * Runs work once the answer has been sent (Next's `after`, route.ts): what a call leaves for after its answer
   * (after-answer.ts) then cannot delay it. Without it, the work starts once the answer's body has been read.
   */
  afterResponse?: (work: () => void) => void;
}

const contentAsksNothing = async () => false;

/**
 * One account call, in its own span and counted by group, call and status; its log lines name the request
 * (X-Request-Id, set as it arrived: telemetry/requests.ts).
 */
export function handleAccountCall(
  group: RegionGroup,
  request: Request,
  segments: readonly string[],
  dependencies: Dependencies = { context: accountContext },
): Promise<Response> {
  const named = `${request.method} ${segments.join('/')}`;
  // Only the calls that exist name a metric's series: any other path would make a new one per request.
  const call = named in CALLS ? named : 'unknown';
  return withRequestId(request.headers.get(REQUEST_ID_HEADER), () =>
    inSpan(`account ${call}`, { 'account.group': group, 'account.call': call }, async () => {
      // What the call leaves for after its answer (after-answer.ts) starts once the answer is on its way.
      const { value: response, starts } = await collectAfterAnswer(() =>
        answerAccountCall(group, request, segments, dependencies),
      );
      instruments().accountCalls.add(1, { group, call, status: response.status });
      if (!dependencies.afterResponse) return startWhenSent(response, starts);
      for (const start of starts) dependencies.afterResponse(start);
      return response;
    }),
  );
}

async function answerAccountCall(
  group: RegionGroup,
  request: Request,
  segments: readonly string[],
  dependencies: Dependencies,
): Promise<Response> {
  const region = requestRegion(request.headers, group);
  const locale = localeOf(request.headers, region);
  const path = segments.join('/');
  const name = `${request.method} ${path}` as CallName;
  const definition = CALLS[name];
  if (!definition) {
    const known = Object.keys(CALLS).some((key) => key.endsWith(` ${path}`));
    return reply({ locale }, known ? 'methodNotAllowed' : 'notFound');
  }
  let opening = false;
  let meta: CallMeta = { ip: null, region, locale };
  try {
    const raw =
      request.method === 'GET' ? Object.fromEntries(new URL(request.url).searchParams) : await readJson(request);
    let value: unknown = raw;
    if (request.method !== 'GET') {
      const body = raw as Awaited<ReturnType<typeof readJson>>;
      if (!body.ok) return reply(meta, body.tooLarge ? 'payloadTooLarge' : 'invalidInput', {}, { error: body.msg });
      value = body.value;
    }
    const parsed = definition.input.safeParse(value);
    if (!parsed.success) return invalid(meta, parsed.error.issues);
    opening = true;
    const ctx = await withTimeout(dependencies.context(group));
    opening = false;
    meta = { ...meta, ip: clientIp(request.headers, ctx.config.trustedProxyHops) };
    const data = await withTimeout(
      (async () => {
        await limitClient(ctx, meta.ip);
        // Each entry's schema and operation belong together; the table's union type cannot say so.
        const run = definition.run as (input: unknown, call: unknown) => Promise<unknown>;
        return run(parsed.data, {
          ctx,
          meta,
          apptoken: request.headers.get('apptoken'),
          reftoken: request.headers.get('reftoken'),
          contentAsksConsent: dependencies.contentAsksConsent ?? contentAsksNothing,
        });
      })(),
    );
    return ok(data);
  } catch (error) {
    if (error instanceof AccountError) {
      const errors = error.code === 'invalidInput' ? fieldErrors(error.data) : null;
      return errors ? invalidFields(meta, errors) : reply(meta, error.code, error.values, error.data);
    }
    // Only a database that is down or could not be opened is an outage; a bug anywhere else is a server error.
    if (isUnavailable(error) || opening) {
      log.error(`accounts: the ${group} database is unavailable`, error);
      return reply(meta, 'unavailable');
    }
    log.error(`accounts: ${name} failed`, error);
    return reply(meta, 'serverError');
  }
}
