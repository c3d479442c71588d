import { ok, onlyGet } from '@/lib/api/wrapper';

export const dynamic = 'force-dynamic';

/**
 * Liveness, beside readiness (../ready): 200 whenever this process can answer at all, whatever its databases,
 * content backend or Redis are doing, so an orchestrator restarts an instance only when the process itself is
 * stuck or gone. A database that is down makes the instance unready, never dead: restarting would not bring it
 * back. Names nothing about the server but how long it has run.
 */
export function GET() {
  return ok({ uptimeSeconds: Math.floor(process.uptime()) });
}

export { onlyGet as DELETE, onlyGet as PATCH, onlyGet as POST, onlyGet as PUT };
