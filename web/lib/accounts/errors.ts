import type { CodeName } from '../api/codes';

/** A refusal the service means to give: its code, values for the message's placeholders, and data. */
export class AccountError extends Error {
  constructor(
    readonly code: CodeName,
    readonly values: Readonly<Record<string, string | number>> = {},
    readonly data: unknown = null,
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.name = 'AccountError';
  }
}
