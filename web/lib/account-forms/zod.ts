/**
 * zod for the browser forms: zod/mini, whose functions are tree-shaken (classic zod's methods bring the whole
 * library, about 60 KB compressed, to every page with a form). Import it as a namespace
 * (`import * as z from '@/lib/account-forms/zod'`) so only the functions used are bundled.
 * Without its JIT, which probes `new Function`: the site's policy (no 'unsafe-eval') refuses that and reports
 * a violation on every form page.
 */
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
