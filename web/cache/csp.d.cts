export declare function contentSecurityPolicy(
  nonce: string,
  env?: Readonly<Record<string, string | undefined>>,
): string;
export declare function newNonce(): string;
export declare function stampNonces(html: string, nonce: string): string;
export declare function thirdPartyOrigins(env: Readonly<Record<string, string | undefined>>): string[];
export declare function noncePartsOf(html: string): string[];
export declare const THIRD_PARTY_SCRIPT_VARS: readonly string[];
