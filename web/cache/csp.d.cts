type Env = Readonly<Record<string, string | undefined>>;
export declare function contentSecurityPolicy(nonce: string, env?: Env): string;
export declare function hashPolicy(hashes: readonly string[], env?: Env): string;
export declare function currentPolicy(stored: string, env?: Env): string;
export declare function staticPage(html: string, env?: Env): { html: string; policy: string };
export declare function newNonce(): string;
export declare function thirdPartyOrigins(env: Env): string[];
export declare const THIRD_PARTY_SCRIPT_VARS: readonly string[];
