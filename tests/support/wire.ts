import { request } from 'node:http';
import { connect } from 'node:net';

/**
 * A request through node:http, for the bytes on the wire (fetch would decompress them) and for the path
 * exactly as written (a URL would resolve `..` before sending).
 */
export function onTheWire(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Headers; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const head = new Headers();
        for (const [name, value] of Object.entries(response.headers)) head.set(name, String(value));
        resolve({ status: response.statusCode ?? 0, headers: head, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

export type SocketAnswer = { status: number; headers: Record<string, string>; body: string; raw: string };

/**
 * A request written to a socket byte for byte (a Host or a request target no HTTP client would send), read until
 * the server closes the connection: send `Connection: close`, or expect a refusal or a timeout to close it.
 * `trickle` is written afterwards a byte at a time, one every 50 ms, until the server closes.
 */
export function onTheSocket(origin: string, written: string, trickle = ''): Promise<SocketAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while a trickled byte is on its way.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      const [head = '', ...body] = received.split('\r\n\r\n');
      const [status = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(status.split(' ')[1] ?? 0), headers, body: body.join('\r\n\r\n'), raw: received });
    });
    socket.write(Buffer.from(written, 'latin1'));
    let sent = 0;
    if (trickle)
      timer = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++] as string);
      }, 50);
  });
}
