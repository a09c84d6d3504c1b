import { bigserial, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";

/** Every administrative change: who, when, what, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: text("company_id").notNull(),
    actorId: uuid("actor_id"),
    /** The API key the change was made with (its name then), else null: `actor_id` is its creator. */
    actorApiKey: text("actor_api_key"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestampTz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("audit_company_idx").on(t.companyId, t.createdAt),
    // The entries about one person, which an erasure counts and rewrites (the company's whole log otherwise).
    index("audit_company_entity").on(t.companyId, t.entityId),
  ],
);
