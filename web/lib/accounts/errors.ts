import type { CodeName } from '@showcase/schemas/api-codes';
import type { MessageValues } from '../i18n/format';

/** A refusal the service means to give: its code, values for the message's arguments, and data. */
export class AccountError extends Error {
  constructor(
    readonly code: CodeName,
    readonly values: MessageValues = {},
    readonly data: unknown = null,
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.name = 'AccountError';
  }
}
