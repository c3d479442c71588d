import { chatStandIn, STANDIN_WIDGET_SOURCE } from '@/lib/chat/standin-widget';

export const dynamic = 'force-dynamic';

/** The stand-in chat widget, only where an operator opted in by name (CHAT_WIDGET_STANDIN=1); else nothing here. */
export function GET() {
  if (!chatStandIn()) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(STANDIN_WIDGET_SOURCE, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
  });
}
