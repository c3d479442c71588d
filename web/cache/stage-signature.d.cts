export declare function boundariesFrom(file: string): number[];
export declare function signatureAt(boundaries: readonly number[], now: number): number;
