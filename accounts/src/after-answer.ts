/**
 * Work a call does after it has answered: for the calls that answer alike whatever the address (verify/mail/send,
 * forgetpwd/mail/send), looking the address up, storing a code or a link and queueing and delivering the mail take
 * time that only one path spends, and an answer that waited for it would tell the paths apart by its time.
 *
 * "After" means once the answer's body has been read by the server that sends it (`startWhenSent`), not on the
 * next turn of the event loop: the embedded database (PGlite) runs each statement on the event loop itself, so work
 * started while the answer is still on its way holds the answer back by as long as that work's statements take.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AccountContext } from './context';

/** Work left running after its call answered, until it ends (`settled`). */
const unsettled = new Set<Promise<void>>();

/** The starts of the work the call being answered left for after its answer (`collectAfterAnswer`). */
const answering = new AsyncLocalStorage<Array<() => void>>();

/** A body nobody reads (a client gone before its answer was sent) must not keep the work from ever starting. */
const UNREAD_BODY_MS = 5_000;

/**
 * Runs `work` after the call has answered: when its answer has been read for sending (inside `collectAfterAnswer`,
 * as every call through the app's HTTP entry is), else on the next turn of the event loop. A failure is logged: the caller was
 * answered already (the resend countdown lets them ask again).
 */
export function afterAnswer(ctx: AccountContext, what: string, work: () => Promise<void>): void {
  let start = () => {};
  const running: Promise<void> = new Promise<void>((resolve) => {
    start = resolve;
  })
    .then(work)
    .catch((error) => ctx.telemetry.log.error(`accounts: ${what} failed after its call answered`, error))
    .finally(() => unsettled.delete(running));
  unsettled.add(running);
  const pending = answering.getStore();
  if (pending) pending.push(start);
  else setImmediate(start);
}

/** Resolves once the work calls left for after their answers has ended (shutdown, tests). */
export async function settled(): Promise<void> {
  while (unsettled.size > 0) await Promise.allSettled([...unsettled]);
}

/** Runs a call, keeping what it leaves for after its answer: `startWhenSent` starts it. */
export async function collectAfterAnswer<T>(call: () => Promise<T>): Promise<{ value: T; starts: Array<() => void> }> {
  const starts: Array<() => void> = [];
  const value = await answering.run(starts, call);
  return { value, starts };
}

/**
 * The answer, whose body starts `starts` once it has been read to its end (or cancelled): by then it is on its
 * way to the client. With nothing to start, the answer itself.
 */
export function startWhenSent(answer: Response, starts: ReadonlyArray<() => void>): Response {
  if (starts.length === 0 || !answer.body) {
    for (const start of starts) start();
    return answer;
  }
  let started = false;
  const startAll = () => {
    if (started) return;
    started = true;
    clearTimeout(unread);
    // The next turn of the event loop: the server writes the body it has just read first.
    setImmediate(() => {
      for (const start of starts) start();
    });
  };
  const unread = setTimeout(startAll, UNREAD_BODY_MS);
  unread.unref();
  const reader = answer.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (value) controller.enqueue(value);
      if (done) {
        controller.close();
        startAll();
      }
    },
    async cancel(reason) {
      startAll();
      await reader.cancel(reason);
    },
  });
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
}
