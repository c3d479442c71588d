/**
 * PREVIEW_SECRET, the operator's key to "Preview at…": only a secret long enough not to be guessed is taken.
 * A shorter one is refused whole (preview then answers as not configured) and said at start
 * (startup-report.ts), never accepted in the meantime. Plain module: the start-up report reads it too.
 */

/** 32 characters of a random secret (`openssl rand -hex 16` gives exactly that) cannot be guessed online. */
export const MIN_PREVIEW_SECRET_LENGTH = 32;

type Env = Readonly<Record<string, string | undefined>>;

/** The configured secret when it is long enough; null when it is unset or too short. */
export function previewSecret(env: Env = process.env): string | null {
  const secret = env.PREVIEW_SECRET;
  return secret && secret.length >= MIN_PREVIEW_SECRET_LENGTH ? secret : null;
}

/** What the start must say about PREVIEW_SECRET, or null: set, but too short to be used. */
export function previewSecretWarning(env: Env = process.env): string | null {
  const secret = env.PREVIEW_SECRET;
  if (!secret || secret.length >= MIN_PREVIEW_SECRET_LENGTH) return null;
  return `PREVIEW_SECRET is shorter than ${MIN_PREVIEW_SECRET_LENGTH} characters and is refused: operator previews answer "not configured" until it is longer (openssl rand -hex 16).`;
}
