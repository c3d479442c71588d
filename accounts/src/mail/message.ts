/**
 * One outgoing mail, as the texts compose it (`texts.ts`), the queue keeps it (`queue.ts`) and the mailer or the
 * development outbox takes it (`mailer.ts`, `outbox.ts`). Apart from the mailer, so that the mailer and the
 * outbox it writes to do not import each other.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** For the outbox and tests: the one-time code and the links the message carries. */
  code?: string;
  links?: string[];
  /** The queue row it comes from: its Message-ID, so a copy sent twice is recognisable. */
  messageId?: string;
}
