/**
 * What `npm run content:push` does and says, as a function the tests call against the stand-in: it reads the
 * flags, returns the exit code and writes every line through `io`, so no error reaches the terminal as a stack.
 */
import type { NamedMigration } from '@showcase/migrations/all';
import { CONSOLE, ContentRefused, type Io } from './migration-report';
import { type PushTarget, pushContent } from './push';

const FLAGS = new Set(['--apply', '--overwrite-edits']);

export const USAGE =
  'usage: npm run content:push [-- --apply [--overwrite-edits]]  (without --apply: a dry run that writes nothing)';

export async function pushCommand(
  args: readonly string[],
  target: PushTarget | undefined,
  io: Io = CONSOLE,
  migrations?: readonly NamedMigration[],
): Promise<number> {
  const unknown = args.filter((arg) => !FLAGS.has(arg));
  if (unknown.length > 0) {
    io.err(`content:push: unknown ${unknown.join(' ')}\n${USAGE}`);
    return 1;
  }
  if (!target) {
    io.err('content:push needs SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (an Editor token of the project).');
    return 1;
  }
  try {
    await pushContent(target, {
      apply: args.includes('--apply'),
      overwriteEdits: args.includes('--overwrite-edits'),
      log: io.out,
      ...(migrations && { migrations }),
    });
    return 0;
  } catch (error) {
    io.err(
      error instanceof ContentRefused
        ? error.message
        : `content:push failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}
