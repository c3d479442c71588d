import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { endPreview } from '@/lib/preview';

/** Leaves "Preview at…": back to the live site at the server's clock. */
export async function GET(request: NextRequest) {
  await endPreview(request);
  redirect('/');
}
