import type { CodeName } from '@showcase/schemas/api-codes';

/** What a refusal's message may be filled with: text, or a number for a count. */
export type RefusalValues = Readonly<Record<string, string | number>>;

/** A refusal the service means to give: its code, values for the message's arguments, and data. */
export class AccountError extends Error {
  constructor(
    readonly code: CodeName,
    readonly values: RefusalValues = {},
    readonly data: unknown = null,
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.name = 'AccountError';
  }
}
