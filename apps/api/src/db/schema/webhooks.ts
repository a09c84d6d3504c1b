import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";
import { companyId, companyKey, companyRowKey, createdAt, sameCompanyRef } from "./tenancy.ts";

/**
 * A company's webhook: where to send which events, and the secret that signs them. The secret is kept
 * in clear (the project has no encryption-at-rest helper yet): it must be readable to sign each body.
 */
export const webhookSubscriptions = pgTable(
  "webhook_subscriptions",
  {
    ...companyRowKey(),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Why the server disabled it (deliveries failing for 24 h); null when enabled or disabled by hand. */
    disabledReason: text("disabled_reason"),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [companyKey("webhook_subscriptions", t), index("webhook_subscriptions_company").on(t.companyId)],
);

/**
 * One event to send to one subscription (the outbox): written in the transaction of the change, sent by
 * the worker (`pending` → `delivered`, or `failed` once retried for 24 h).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    subscriptionId: uuid("subscription_id").notNull(),
    /** The order of the subscription's deliveries (the outbox's insertion order). */
    seq: integer("seq").generatedAlwaysAsIdentity().notNull(),
    eventType: text("event_type").notNull(),
    payload: jsonb("payload").notNull(),
    attempt: integer("attempt").notNull().default(0),
    status: text("status").$type<"pending" | "delivered" | "failed">().notNull().default("pending"),
    nextAttemptAt: timestampTz("next_attempt_at").notNull(),
    /** Retried until then (24 h after it was written, or after « Renvoyer »), then failed. */
    retryUntil: timestampTz("retry_until").notNull(),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    lastAttemptAt: timestampTz("last_attempt_at"),
    deliveredAt: timestampTz("delivered_at"),
    createdAt: timestampTz("created_at").notNull(),
  },
  (t) => [
    // What the worker polls: the pending deliveries by due time.
    index("webhook_deliveries_due").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // A subscription's log, newest first, and its oldest pending (deliveries go in order).
    index("webhook_deliveries_subscription").on(t.subscriptionId, t.seq),
    sameCompanyRef("webhook_deliveries_subscription_fk", t, t.subscriptionId, webhookSubscriptions).onDelete(
      "cascade",
    ),
  ],
);
