export declare const REDIS_CONNECT_MS: number;
export declare function redisOptions(url: string): {
  url: string;
  socket: { connectTimeout: number; reconnectStrategy: (retries: number) => number };
};
