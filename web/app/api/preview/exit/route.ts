import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { PREVIEW_AT_COOKIE } from '@/lib/preview';

/** Leaves "Preview at…": back to the live site at the server's clock. */
export async function GET() {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_AT_COOKIE);
  redirect('/');
}
