/**
 * What a production start is missing, said once and loudly when the server starts (instrumentation-node.ts),
 * so an operator sees it in the first lines of the log rather than from a customer. docs/SECURITY.md lists
 * the same settings and what the server does without each. A value given but not accepted stops the start
 * instead (schemas/settings.ts).
 */
import { mailWarning } from '@showcase/accounts/mail/mailer';
import { cnOrigin, mainOrigin } from '@showcase/schemas/hosts';
import { type Settings, settings } from '@showcase/schemas/settings';
import { log } from './telemetry/log';

export function productionWarnings(env: Settings = settings()): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  const mail = mailWarning(env);
  if (mail) warnings.push(mail);
  if (!env.SITE_ORIGIN)
    warnings.push(`SITE_ORIGIN is not set: canonical, hreflang and mailed links point at ${mainOrigin(env)}.`);
  if (!env.CN_ORIGIN) warnings.push(`CN_ORIGIN is not set: links to the cn site point at ${cnOrigin(env)}.`);
  if (!env.ACCOUNT_TOKEN_SECRET)
    warnings.push(
      'ACCOUNT_TOKEN_SECRET is not set: sessions are signed with a key generated into the data folder; instances that do not share that folder do not accept each other’s sessions.',
    );
  if (!env.SANITY_REVALIDATE_SECRET)
    warnings.push(
      'SANITY_REVALIDATE_SECRET is not set: the publish webhook is refused and pages change only at their scheduled instants.',
    );
  if (env.SANITY_PROJECT_ID && !env.STUDIO_ORIGIN)
    warnings.push(
      'STUDIO_ORIGIN is not set: editors’ previews cannot be framed by the Studio’s Presentation tool and carry no click-to-edit overlays.',
    );
  if (!env.RECAPTCHA_SECRET)
    warnings.push('RECAPTCHA_SECRET is not set: the human check of sign-ups and forms is off.');
  if (!env.TRUSTED_PROXY_HOPS)
    warnings.push(
      'TRUSTED_PROXY_HOPS is not set (0): the per-client limit counts the connection’s own address; behind a proxy every client shares it. Set it to the number of proxies in front.',
    );
  if (env.CHAT_WIDGET_STANDIN && !env.CHAT_WIDGET_SRC)
    warnings.push(
      'CHAT_WIDGET_STANDIN=1: the chat button runs a stand-in widget served from /dev/chat-widget.js. Never use this in production.',
    );
  return warnings;
}

export function reportProductionWarnings(
  env: Settings = settings(),
  warn: (line: string) => void = (line) => log.warn(line),
) {
  const warnings = productionWarnings(env);
  if (warnings.length === 0) return;
  warn(`!! ${warnings.length} production setting(s) need attention (docs/SECURITY.md):`);
  for (const warning of warnings) warn(`!!  - ${warning}`);
}
