/** Server start: the Node-only work lives in instrumentation-node.ts (the edge runtime has no process signals). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
