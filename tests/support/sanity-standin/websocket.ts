/**
 * The little of WebSocket (RFC 6455) the presence socket needs, on a server's `upgrade` event: the handshake,
 * unfragmented text frames both ways, ping and close. A browser opens it over HTTP/1.1 (the stand-in's HTTPS
 * listener also speaks HTTP/1.1 for this), which is all Chromium does when the server offers no WebSockets
 * over HTTP/2.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

export interface WebSocketPeer {
  send(text: string): void;
  /** Ends the connection at once (the stand-in is closing). */
  close(): void;
  onMessage(listener: (text: string) => void): void;
  onClose(listener: () => void): void;
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([header, payload]);
}

function bigLength(length: number) {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(length));
  return bytes;
}

/** Completes the handshake and returns the peer, or refuses (400) a request that is no WebSocket upgrade. */
export function acceptWebSocket(req: IncomingMessage, socket: Duplex, head: Buffer): WebSocketPeer | undefined {
  const key = req.headers['sec-websocket-key'];
  if (typeof key !== 'string' || req.headers.upgrade?.toLowerCase() !== 'websocket') {
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    return undefined;
  }
  const accept = createHash('sha1').update(`${key}${GUID}`).digest('base64');
  const origin = req.headers.origin;
  socket.write(
    [
      'HTTP/1.1 101 Switching Protocols',
      'upgrade: websocket',
      'connection: Upgrade',
      `sec-websocket-accept: ${accept}`,
      ...(origin ? [`access-control-allow-origin: ${origin}`] : []),
      '',
      '',
    ].join('\r\n'),
  );
  const messageListeners: ((text: string) => void)[] = [];
  const closeListeners: (() => void)[] = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const listener of closeListeners) listener();
  };
  let buffer = head;
  const read = () => {
    while (buffer.length >= 2) {
      const opcode = (buffer[0] as number) & 0x0f;
      const masked = ((buffer[1] as number) & 0x80) !== 0;
      let length = (buffer[1] as number) & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      const mask = masked ? buffer.subarray(offset, offset + 4) : undefined;
      if (masked) offset += 4;
      if (buffer.length < offset + length) return;
      const payload = Buffer.from(buffer.subarray(offset, offset + length));
      if (mask) for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] as number) ^ (mask[i % 4] as number);
      buffer = buffer.subarray(offset + length);
      if (opcode === 0x1) for (const listener of messageListeners) listener(payload.toString('utf8'));
      else if (opcode === 0x9) socket.write(frame(0xa, payload));
      else if (opcode === 0x8) {
        socket.end(frame(0x8, payload.subarray(0, 2)));
        close();
        return;
      }
    }
  };
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    read();
  });
  socket.on('close', close);
  socket.on('error', close);
  queueMicrotask(read);
  return {
    send: (text) => {
      if (!closed) socket.write(frame(0x1, Buffer.from(text, 'utf8')));
    },
    close: () => {
      socket.destroy();
      close();
    },
    onMessage: (listener) => messageListeners.push(listener),
    onClose: (listener) => closeListeners.push(listener),
  };
}
