import type { Page } from "@campus/contracts/common";
import type {
  CreateWebhookBody,
  Webhook,
  WebhookDelivery,
  WebhookEventType,
} from "@campus/contracts/webhooks";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { RETRY_WINDOW_MS } from "../../platform/webhooks/outbox.ts";
import { isAcceptableWebhookUrl } from "../../platform/webhooks/safe-address.ts";
import { newWebhookSecret } from "../../platform/webhooks/signature.ts";

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const webhookView = (row: SubscriptionRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
});

const deliveryView = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventType: row.eventType,
  status: row.status,
  attempt: row.attempt,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's company's subscription, or the catalogue's 404 (another company's id too). */
async function requireSubscription(db: Executor, ctx: Ctx, id: string): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(webhookSubscriptions)
    .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.companyId, ctx.companyId)));
  if (!row) throw notFound();
  return row;
}

export async function listWebhooks(db: Db, ctx: Ctx): Promise<{ items: Webhook[] }> {
  const rows = await db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.companyId, ctx.companyId))
    .orderBy(webhookSubscriptions.createdAt, webhookSubscriptions.id);
  return { items: rows.map(webhookView) };
}

/** A new subscription with a fresh secret, answered this once; audited without the secret. */
export async function createWebhook(
  db: Db,
  allowLoopback: boolean,
  ctx: Ctx,
  body: CreateWebhookBody,
): Promise<Webhook & { secret: string }> {
  if (!isAcceptableWebhookUrl(body.url, allowLoopback))
    throw new AppError("WEBHOOK_URL_REFUSED", { field: "url" });
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(webhookSubscriptions)
      .values({ companyId: ctx.companyId, url: body.url, events: body.events, secret, createdBy: ctx.userId })
      .returning();
    if (!inserted) throw notFound();
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "webhook",
      entityId: inserted.id,
      after: { url: body.url, events: body.events },
    });
    return inserted;
  });
  return { ...webhookView(row), secret };
}

/** Turns a subscription on or off; turned on again, its pending deliveries leave in order. */
export async function updateWebhook(
  db: Db,
  ctx: Ctx,
  id: string,
  body: { enabled: boolean },
): Promise<Webhook> {
  return db.transaction(async (tx) => {
    await requireSubscription(tx, ctx, id);
    const [row] = await tx
      .update(webhookSubscriptions)
      .set({ enabled: body.enabled, disabledReason: null })
      .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.companyId, ctx.companyId)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx, {
      action: body.enabled ? "enable" : "disable",
      entity: "webhook",
      entityId: id,
    });
    return webhookView(row);
  });
}

/** Deletes a subscription and its delivery log. */
export async function deleteWebhook(db: Db, ctx: Ctx, id: string): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const before = await requireSubscription(tx, ctx, id);
    await tx
      .delete(webhookSubscriptions)
      .where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.companyId, ctx.companyId)));
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "webhook",
      entityId: id,
      before: { url: before.url, events: before.events },
    });
  });
  return { ok: true };
}

/** A subscription's delivery log, newest first. */
export async function listWebhookDeliveries(
  db: Db,
  ctx: Ctx,
  id: string,
  query: { page: number; pageSize: number },
): Promise<Page<WebhookDelivery>> {
  await requireSubscription(db, ctx, id);
  const where = and(eq(webhookDeliveries.subscriptionId, id), eq(webhookDeliveries.companyId, ctx.companyId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.seq))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { items: rows.map(deliveryView), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** « Renvoyer »: the delivery is due again now, retried for another 24 h; same id, same body. */
export async function redeliverWebhook(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  await requireSubscription(db, ctx, id);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: "pending", nextAttemptAt: now, retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS) })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.subscriptionId, id),
          eq(webhookDeliveries.companyId, ctx.companyId),
        ),
      )
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, ctx, {
      action: "redeliver",
      entity: "webhook",
      entityId: id,
      after: { deliveryId },
    });
    return deliveryView(row);
  });
}
