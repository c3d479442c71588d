import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { PREVIEW_PERSPECTIVE_COOKIE } from '@/lib/content/perspective';
import { PREVIEW_AT_COOKIE } from '@/lib/preview/cookies';

/** Leaves "Preview at…": back to the live site at the server's clock. */
export async function GET() {
  (await draftMode()).disable();
  const jar = await cookies();
  jar.delete(PREVIEW_AT_COOKIE);
  jar.delete(PREVIEW_PERSPECTIVE_COOKIE);
  redirect('/');
}
