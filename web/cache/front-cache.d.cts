import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Offer {
  page: string;
  html: string;
  from: number;
  until: number;
}
export declare const ANSWERED_HERE: string;
export declare function offer(page: Offer): void;
export declare function rendered(page: string): void;
export declare function clearFront(): void;
export declare function inFront(): boolean;
export declare function encodingFor(header: string | undefined): 'br' | 'gzip' | null;
export declare function answerFromFront(request: IncomingMessage, response: ServerResponse, now?: number): boolean;
export declare function keepWhatNextAnswers(
  request: IncomingMessage,
  response: ServerResponse,
  handle: () => unknown,
  clock?: () => number,
): unknown;
