/** The browser side of the human check that the account calls and the support forms ask for. */

interface Grecaptcha {
  ready: (cb: () => void) => void;
  execute: (key: string, options: { action: string }) => Promise<string>;
}

/** A reCAPTCHA v3 token (action "submit") when the site is configured for it; otherwise none is sent. */
export async function humanToken(siteKey: string | null): Promise<string | undefined> {
  const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  if (!siteKey || !grecaptcha) return undefined;
  return new Promise((resolve) => {
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action: 'submit' }).then(resolve, () => resolve(undefined));
    });
  });
}
