/**
 * npm run content:changes -- --at <instant> [--from <instant>] [--region <code>] [--release <id>]: what shoppers
 * see differently at one instant than at another (prices, promotions, banners, menu items, countdowns, page
 * windows), page by page, decided by the site's own evaluator. Usage: scripts/lib/changes-command.ts.
 */
import { changesCommand } from './lib/changes-command';

process.exitCode = changesCommand(process.argv.slice(2));
