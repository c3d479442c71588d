/**
 * On server start with the hosted backend, the stage boundaries come from the live dataset (the embedded
 * seed wrote the build's; an editor may have scheduled something since). Publishes keep them current.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.SANITY_PROJECT_ID) return;
  const { refreshBoundaries } = await import('./lib/stage-boundaries');
  try {
    const { boundaries, changed } = await refreshBoundaries();
    console.info(`stage boundaries: ${boundaries.length} from the hosted dataset${changed ? ' (updated)' : ''}`);
  } catch (error) {
    // The cache then keeps the last boundaries written; the next publish retries.
    console.error('stage boundaries: the hosted dataset did not answer', error);
  }
}
