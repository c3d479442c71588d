/**
 * The account database, one per region group (us, eu, cn), all with this schema. Times are set by the
 * service's clock (one clock: tests move it), never by the database's now().
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface ShippingAddress {
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  country: string;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased and trimmed: one account per address. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: at('email_verified_at'),
    region: text('region').notNull(),
    locale: text('locale').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** ISO date (YYYY-MM-DD). */
    birthday: text('birthday'),
    phone: text('phone'),
    country: text('country'),
    newsletter: boolean('newsletter').notNull().default(false),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /**
     * When the address' owner proved it after someone else had registered it without proof (auth.ts
     * `proveAddress`): the account then started anew, and the popup's credits for new accounts are its to earn.
     */
    claimedAt: at('claimed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('users_email').on(t.email)],
);

/** A login: every refresh token it ever had belongs to it, and revoking it ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    /** Absolute: refreshing never extends it. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once, and a second use revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

/** Six-digit codes sent by e-mail: keyed HMAC of the code, bounded attempts, single use. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('one_time_codes_email').on(t.email, t.purpose, t.createdAt)],
);

/** Secure links (e-mail verification, password reset): SHA-256 of the token, single use. */
export const linkTokens = pgTable('link_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Fixed-window counters per key (an address, a client IP), kept in the database so a restart forgets nothing. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: at('window_start').notNull(),
  blockedUntil: at('blocked_until'),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    region: text('region').notNull(),
    locale: text('locale').notNull(),
    /** Whether the visitor gave consent (a ticked box). Rows without `consent_at` predate the record below. */
    consent: boolean('consent').notNull(),
    optIn: boolean('opt_in').notNull(),
    source: text('source').notNull(),
    /** When consent was first given: set once, by the request that gave it (newsletter.ts). */
    consentAt: at('consent_at'),
    /** The exact wording the visitor agreed to, in the request's language, from the server's catalog. */
    consentText: text('consent_text'),
    /**
     * When the address was proven (double opt-in): the mailed link opened, or a call that had proven it already
     * (the popup's e-mailed code, a verified account). Only confirmed rows count; rows stored before migration
     * 0003 from the footer have none, since nobody ever proved them.
     */
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('subscriptions_email_region').on(t.email, t.region)],
);

/**
 * Subscriptions waiting for their address to be proven: what was asked (consent and its words, opt-in) waits
 * here, not in `subscriptions`, until the mailed link is opened. The token is stored as SHA-256; a row is spent
 * (deleted) by its confirmation, replaced by a newer request for the same address and region, and ignored then
 * deleted once expired.
 */
export const subscriptionRequests = pgTable(
  'subscription_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    region: text('region').notNull(),
    locale: text('locale').notNull(),
    consent: boolean('consent').notNull(),
    consentText: text('consent_text'),
    optIn: boolean('opt_in').notNull(),
    source: text('source').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('subscription_requests_email_region').on(t.email, t.region),
    index('subscription_requests_expires').on(t.expiresAt),
  ],
);

/** Reward credits as a ledger: a grant is a row, and a reason can be granted to an account once. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.reason] })],
);

/**
 * Orders placed in the external stores, imported and matched to accounts by address: to an account only once its
 * address is verified (anyone can register an address). Until then an order waits with no account, under its
 * address, and the proof of that address attaches it (orders-import.ts).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The address the store gave, lower-cased and trimmed. */
    email: text('email').notNull(),
    store: text('store').notNull(),
    externalId: text('external_id').notNull(),
    placedAt: at('placed_at').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    total: integer('total_minor').notNull(),
    items: jsonb('items').$type<{ name: string; quantity: number; sku?: string }[]>().notNull(),
  },
  (t) => [
    uniqueIndex('orders_store_external').on(t.store, t.externalId),
    index('orders_user').on(t.userId),
    index('orders_email').on(t.email),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    status: text('status').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('shipments_order_tracking').on(t.orderId, t.trackingNumber)],
);

/** Wholesale applications, product registrations and RMA requests, kept whole and mailed to the team. */
export const submissions = pgTable(
  'submissions',
  {
    reference: text('reference').primaryKey(),
    kind: text('kind').notNull(),
    region: text('region').notNull(),
    email: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('submissions_kind').on(t.kind, t.createdAt)],
);

/**
 * Outgoing mail, written in the same transaction as what it reports (a transactional outbox): a submission
 * stored is a mail to the team queued, and an SMTP outage delays the mail without failing the call. The server
 * delivers due rows and retries failures with a growing delay (mail/queue.ts). Delivered rows keep only who and
 * what subject: their text (which may hold a code or a link) is cleared.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey(),
    /** One row per thing mailed: a second queueing of the same key (a retried submission) is the same mail. */
    dedupeKey: text('dedupe_key').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    links: jsonb('links').$type<string[]>(),
    createdAt: at('created_at').notNull(),
    /** When it may be tried next: a try in progress pushes it ahead, so two instances never send one row twice. */
    nextAttemptAt: at('next_attempt_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('mail_queue_dedupe').on(t.dedupeKey), index('mail_queue_due').on(t.sentAt, t.nextAttemptAt)],
);

export const schema = {
  users,
  sessions,
  refreshTokens,
  oneTimeCodes,
  linkTokens,
  throttles,
  subscriptions,
  subscriptionRequests,
  creditLedger,
  orders,
  shipments,
  submissions,
  mailQueue,
};
