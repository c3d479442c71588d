/**
 * The first step of a server's start (cache/front-server.ts, and instrumentation-node.ts under Next's own
 * server.js): a setting the server would misread stops it here, each named with what it accepts, before it
 * serves anything. Written to stderr as it is: the log's own level is a setting too.
 */
import { type Settings, SettingsError, settings } from '@showcase/schemas/settings';

export function settingsAtStart(): Settings {
  try {
    return settings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\nThe server did not start: see .env.example for each setting.\n`);
    process.exit(1);
  }
}
