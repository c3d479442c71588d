/**
 * The password rule (SPEC §5: at least 8 characters with letters and numbers), the "too simple" check
 * (common passwords, the address itself, one repeated character or a keyboard run), and argon2id hashing.
 */
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';
import { followsPasswordRule } from './rules';

export type PasswordProblem = 'passwordRule' | 'passwordTooSimple';

let dummy: Promise<string> | undefined;

/** Words that, with digits around them, make most breached "letters and numbers" passwords. */
const COMMON_STEMS = new Set([
  'password',
  'passw0rd',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'login',
  'abc',
  'abcd',
  'abcdef',
  'abcdefg',
  'test',
  'secret',
  'hello',
  'roboshift',
  'robot',
  'robots',
  'transformer',
  'transformers',
  'optimus',
  'optimusprime',
  'bumblebee',
  'megatron',
  'grimlock',
]);

const RUNS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc'];

export function passwordProblem(password: string, email = ''): PasswordProblem | null {
  if (!followsPasswordRule(password)) return 'passwordRule';
  const lower = password.toLowerCase();
  const stem = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (
    COMMON_PASSWORDS.has(lower) ||
    COMMON_STEMS.has(stem) ||
    (local.length >= 3 && (stem === local || lower.includes(local))) ||
    new Set(lower.replace(/\d/g, '')).size <= 1 ||
    RUNS.some((run) => run.includes(lower) || `${run}${run}`.includes(lower.replace(/\d+$/, '')))
  )
    return 'passwordTooSimple';
  return null;
}

/** argon2id at the library's defaults (19 MiB, 2 passes): 16-40 ms here (`npm run bench:accounts`, password login). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // Accounts without a password, and unknown addresses, still pay for one verification: no timing tells them apart.
  dummy ??= hash('no account has this password');
  const target = stored ?? (await dummy);
  try {
    return (await verify(target, password)) && stored !== null;
  } catch {
    return false;
  }
}
