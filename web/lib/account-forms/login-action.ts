'use server';

/**
 * The login form posted without scripts (React's form action). A session lives in the browser's storage (SPEC
 * §3), which only a script can write, so nothing is checked or signed in: the page answers with the address the
 * shopper typed, and the form says that signing in needs JavaScript. The password is never sent back.
 */
export async function loginWithoutScripts(_previous: string | null, data: FormData): Promise<string | null> {
  const email = data.get('email');
  return typeof email === 'string' ? email.slice(0, 254) : '';
}
