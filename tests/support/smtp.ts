/**
 * A real SMTP server for the tests (nodemailer's own smtp-server package), on a port of its own: it keeps
 * every message it accepts, and can be stopped and started again on the same port to play an outage.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface TestSmtp {
  url: string;
  received: string[];
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: string[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let message = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          message += chunk;
        });
        stream.on('end', () => {
          received.push(message);
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
    port = (listening.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await start();
  return { url: `smtp://127.0.0.1:${port}`, received, stop, start };
}
