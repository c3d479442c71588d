export declare function boundariesFile(): string;
export declare function boundariesFrom(file: string): number[];
export declare function nextAfter(boundaries: readonly number[], now: number): number | null;
export declare function signatureAt(boundaries: readonly number[], now: number): number;
