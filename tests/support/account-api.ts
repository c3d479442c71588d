/**
 * One call of the account API over HTTP, as the browser's client sends it (JSON, Accept-Language en): GET
 * without a body, POST with one. Answers the wrapper with the HTTP status and the time it took.
 */
export interface AccountReply {
  status: number;
  ms: number;
  code: number;
  msg: string;
  data: unknown;
}

export async function accountCall(
  origin: string,
  call: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<AccountReply> {
  const started = Date.now();
  const response = await fetch(`${origin}/usapi/account/user/${call}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: unknown };
  return { status: response.status, ms: Date.now() - started, ...reply };
}
