'use client';

import { type ApiCode, CODES, codeName } from '@showcase/schemas/api-codes';
import { REGION_INFO, type Region, regionPath } from '@showcase/schemas/regions';
import axios, { type AxiosError, type AxiosInstance, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { format } from '@/lib/i18n/format';
import { loadCatalog } from '@/lib/i18n/load-catalog';
import { sessionStore, type Tokens } from '@/lib/session/store';
import { showToast } from '@/lib/toast/store';

/** SPEC §7/§9: 60 s for every call (the timestamp's own 10 s lives with the clock). */
const TIMEOUT_MS = 60_000;
/** SPEC §8: the redirect to the login page waits 300 ms, so the toast is seen. */
const LOGIN_REDIRECT_MS = 300;

export interface CallOptions {
  /** SPEC §7 marks calls whose errors the screen shows itself: no toast for them. */
  silent?: boolean;
}

/** A reply with a code other than 2000: what the server said, for the screen to show next to a field. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly data: unknown,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

interface Wrapper {
  code: number;
  msg: string;
  data: unknown;
}

const isWrapper = (value: unknown): value is Wrapper =>
  !!value && typeof value === 'object' && typeof (value as Wrapper).code === 'number' && 'msg' in value;

type Config = AxiosRequestConfig & { silent?: boolean; retried?: boolean };

const clients = new Map<Region, AxiosInstance>();
let refreshing: Promise<Tokens> | null = null;

/**
 * A reply's own message (the server writes every one in the caller's language), else the code's text in the
 * region's language. The region's catalog and the ICU compiler are fetched only then: they are not for every
 * page's bundle (the footer's newsletter form uses this client on every page).
 */
async function messageFor(region: Region, code: number, msg: string): Promise<string> {
  if (msg) return msg;
  const { locale } = REGION_INFO[region];
  const [{ service }, { default: compile }] = await Promise.all([loadCatalog(locale), import('icu-minify/compile')]);
  const text = Object.values(CODES).includes(code as ApiCode) ? compile(service.codes[codeName(code as ApiCode)]) : '';
  // A text that counts (seconds to wait) needs its number, which a reply without a message does not carry:
  // the general text then, as for a code this client does not know.
  return format(locale, typeof text === 'string' && text ? text : compile(service.codes.serverError));
}

const toast = (region: Region, wrapper: Wrapper) =>
  void messageFor(region, wrapper.code, wrapper.msg).then(showToast, () => {});

/**
 * Set once this page is being left: for login (one redirect is enough), or on purpose (`leaveFor`, a logout on
 * its way home), after which a reply to a call made before must not send the visitor to login instead.
 */
let leaving = false;

/** Leaves the page for `href`; replies that arrive meanwhile neither toast nor redirect. */
export function leaveFor(href: string): void {
  leaving = true;
  window.location.assign(href);
}

function toLogin(region: Region) {
  if (leaving) return;
  leaving = true;
  const here = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => {
    window.location.assign(`${regionPath(region, 'login')}?fromPath=${encodeURIComponent(here)}`);
  }, LOGIN_REDIRECT_MS);
}

/** One refresh at a time: concurrent 4003s wait for the same new tokens. */
function refreshTokens(region: Region, instance: AxiosInstance): Promise<Tokens> {
  const session = sessionStore(region).getState();
  // The response interceptor has unwrapped the reply already: what resolves is its data, the new tokens.
  refreshing ??= (
    instance.get('account/user/sign_in/refresh', {
      params: { user_id: session.userId },
      headers: { reftoken: session.reftoken ?? '' },
      silent: true,
      retried: true,
    } as Config) as unknown as Promise<Tokens>
  )
    .then((tokens) => {
      sessionStore(region).getState().signIn(tokens);
      return tokens;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function onReply(region: Region, instance: AxiosInstance, config: Config, wrapper: Wrapper): Promise<unknown> {
  if (wrapper.code === CODES.success) return wrapper.data;
  if (leaving) throw new ApiError(wrapper.code, wrapper.msg, wrapper.data);
  if (wrapper.code === CODES.tokenExpired && !config.retried) {
    const session = sessionStore(region).getState();
    if (session.userId && session.apptoken && session.reftoken) {
      try {
        await refreshTokens(region, instance);
      } catch {
        session.clear();
        window.location.assign(regionPath(region, 'login'));
        throw new ApiError(wrapper.code, wrapper.msg, wrapper.data);
      }
      // Unwrapped by this same interceptor on its way back.
      return instance.request({ ...config, retried: true } as Config);
    }
    toast(region, wrapper);
    toLogin(region);
    throw new ApiError(wrapper.code, wrapper.msg, wrapper.data);
  }
  if (!config.silent) toast(region, wrapper);
  throw new ApiError(wrapper.code, wrapper.msg, wrapper.data);
}

function client(region: Region): AxiosInstance {
  let instance = clients.get(region);
  if (instance) return instance;
  const info = REGION_INFO[region];
  instance = axios.create({ baseURL: `${info.apiBase}/`, timeout: TIMEOUT_MS });
  instance.interceptors.request.use((config) => {
    const { apptoken, reftoken } = sessionStore(region).getState();
    // Always the store's current apptoken: a call retried after a refresh must carry the new one.
    if (apptoken) config.headers.set('apptoken', apptoken);
    else config.headers.delete('apptoken');
    if (reftoken && !config.headers.has('reftoken')) config.headers.set('reftoken', reftoken);
    config.headers.set('region', region);
    // SPEC §7: the language when it is English, otherwise the region code.
    config.headers.set('Accept-Language', info.language === 'en' ? 'en' : region);
    return config;
  });
  const own = instance;
  instance.interceptors.response.use(
    (response: AxiosResponse) =>
      isWrapper(response.data) ? onReply(region, own, response.config as Config, response.data) : response.data,
    (error: AxiosError) => {
      // A wrapper with an error status is the server speaking; anything else (network, a proxy's page) is not,
      // and rejects without a toast (SPEC §8).
      if (error.response && isWrapper(error.response.data))
        return onReply(region, own, error.config as Config, error.response.data);
      return Promise.reject(error);
    },
  );
  clients.set(region, instance);
  return instance;
}

/** The account API of a region's base: `call` is the path after /account/user/. Resolves to `data`. */
export function accountApi(region: Region) {
  const instance = client(region);
  return {
    get: <T>(call: string, params?: Record<string, string>, options: CallOptions = {}) =>
      instance.get(`account/user/${call}`, { params, ...options } as Config) as unknown as Promise<T>,
    post: <T>(call: string, body: unknown = {}, options: CallOptions = {}) =>
      instance.post(`account/user/${call}`, body, options as Config) as unknown as Promise<T>,
  };
}

/**
 * The support forms' API of a region's base (`support/<form>`): the same client, timeout and reply handling as
 * the account calls, without toasts (the form shows what went wrong beside its fields). Resolves to `data`.
 */
export function supportApi(region: Region) {
  const instance = client(region);
  return {
    post: <T>(form: string, body: unknown) =>
      instance.post(`support/${form}`, body, { silent: true } as Config) as unknown as Promise<T>,
  };
}
