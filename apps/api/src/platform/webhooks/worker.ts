import { and, arrayContains, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.ts";
import type { Clock } from "../clock.ts";
import type { Mailer } from "../mailer.ts";
import { RefusedTarget, type Resolver, resolveTarget } from "./safe-address.ts";
import { MAX_WEBHOOK_BODY_BYTES, postWebhook, type WebhookAttempt } from "./sender.ts";
import { signWebhook } from "./signature.ts";

/** The waits after each failed attempt; the last one repeats until the retry window ends (24 h). */
export const BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 3 * 3_600_000, 6 * 3_600_000];
/** A claimed delivery is another process's again if not settled by then (a crash mid-send). */
const LEASE_MS = 60_000;

export interface WebhookWorkerDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  allowLoopback: boolean;
  resolve: Resolver;
  timeoutMs: number;
  publicUrl: string;
  onError?: (error: unknown) => void;
}

type Claimed = {
  id: string;
  company_id: string;
  subscription_id: string;
  payload: unknown;
  attempt: number;
  retry_until: string | Date;
  url: string;
  secret: string;
};

export const backoffAfter = (attempt: number) =>
  BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length) - 1] ?? 30_000;

/**
 * Claims the due deliveries, at most one per subscription (the oldest pending of each: a subscription's
 * deliveries go in order, a later one waits while an earlier is retried), with `FOR UPDATE SKIP LOCKED`
 * and a lease, so two server processes never send the same delivery. Answers the claimed ones.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const result = await db.execute<Claimed>(sql`
    with due as (
      select d.id from webhook_deliveries d
      join webhook_subscriptions s on s.id = d.subscription_id and s.enabled
      where d.status = 'pending' and d.next_attempt_at <= ${at}::timestamptz
        and not exists (
          select 1 from webhook_deliveries e
          where e.subscription_id = d.subscription_id and e.status = 'pending' and e.seq < d.seq)
      order by d.next_attempt_at, d.seq
      limit ${limit}
      for update of d skip locked
    )
    update webhook_deliveries w set next_attempt_at = ${lease}::timestamptz
    from due, webhook_subscriptions s
    where w.id = due.id and s.id = w.subscription_id
    returning w.id, w.company_id, w.subscription_id, w.payload, w.attempt, w.retry_until, s.url, s.secret`);
  return result.rows;
}

/** Sends one delivery: the body signed (Standard Webhooks), to the checked and pinned address. */
async function attempt(deps: WebhookWorkerDeps, delivery: Claimed, now: Date): Promise<WebhookAttempt> {
  const body = JSON.stringify(delivery.payload);
  if (Buffer.byteLength(body) > MAX_WEBHOOK_BODY_BYTES)
    return { statusCode: null, error: "Contenu trop volumineux (64 Ko au maximum)" };
  const url = new URL(delivery.url);
  let address: string;
  try {
    address = await resolveTarget(url, deps);
  } catch (error) {
    const reason = error instanceof RefusedTarget ? error.message : "nom introuvable";
    return { statusCode: null, error: `Adresse refusée : ${reason}` };
  }
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = {
    "user-agent": "Campus-Formation-Webhooks/1",
    "webhook-id": delivery.id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(delivery.secret, delivery.id, timestamp, body),
  };
  return postWebhook(url, address, headers, body, deps.timeoutMs);
}

/** Records an attempt: delivered, retried later, or failed (then the subscription is turned off). */
async function settle(deps: WebhookWorkerDeps, delivery: Claimed, result: WebhookAttempt, now: Date) {
  const common = {
    attempt: delivery.attempt + 1,
    lastStatusCode: result.statusCode,
    lastError: result.error,
    lastAttemptAt: now,
  };
  if (result.error === null) {
    await deps.db
      .update(webhookDeliveries)
      .set({ ...common, status: "delivered", deliveredAt: now })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const next = new Date(now.getTime() + backoffAfter(delivery.attempt + 1));
  if (next <= new Date(delivery.retry_until)) {
    await deps.db
      .update(webhookDeliveries)
      .set({ ...common, nextAttemptAt: next })
      .where(eq(webhookDeliveries.id, delivery.id));
    return;
  }
  const disabled = await deps.db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ ...common, status: "failed" })
      .where(eq(webhookDeliveries.id, delivery.id));
    return tx
      .update(webhookSubscriptions)
      .set({ enabled: false, disabledReason: `Échecs pendant 24 h : ${result.error}` })
      .where(
        and(eq(webhookSubscriptions.id, delivery.subscription_id), eq(webhookSubscriptions.enabled, true)),
      )
      .returning({ url: webhookSubscriptions.url });
  });
  if (disabled.length > 0)
    await mailSuperAdministrators(deps, delivery.company_id, delivery.url, result.error);
}

async function mailSuperAdministrators(
  deps: WebhookWorkerDeps,
  companyId: string,
  url: string,
  error: string,
) {
  const recipients = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.disabled, false),
        arrayContains(users.roles, ["superadmincom"]),
      ),
    );
  for (const { email } of recipients) {
    await deps.mailer
      .send({
        to: email,
        subject: "Webhook désactivé après 24 h d'échecs",
        text:
          `Bonjour,\n\nLes envois vers ${url} échouent depuis 24 heures (dernière erreur : ${error}).\n` +
          `Le webhook a été désactivé. Corrigez le récepteur puis réactivez-le depuis ${deps.publicUrl}/dashboard/custom ;\n` +
          "les événements en attente partiront alors dans l'ordre, et les envois échoués peuvent être renvoyés.\n",
      })
      .catch((failure: unknown) => deps.onError?.(failure));
  }
}

/**
 * One pass of the worker: claims what is due and sends it (subscriptions in parallel, each in order),
 * until nothing is due or `maxDeliveries` were sent. Answers how many attempts were made.
 */
export async function deliverDueWebhooks(
  deps: WebhookWorkerDeps,
  maxDeliveries = 1000,
  batch = 20,
): Promise<number> {
  let made = 0;
  while (made < maxDeliveries) {
    const claimed = await claimDue(deps.db, deps.clock.now(), batch);
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (delivery) => {
        try {
          const result = await attempt(deps, delivery, deps.clock.now());
          await settle(deps, delivery, result, deps.clock.now());
        } catch (error) {
          deps.onError?.(error);
        }
      }),
    );
    made += claimed.length;
  }
  return made;
}
