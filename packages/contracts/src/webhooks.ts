import { z } from "zod";
import { pageOf, text } from "./common.ts";

/**
 * The events a company's webhooks may subscribe to, with their French labels (the creation form's
 * checklist). The server writes a delivery for each in the transaction of the change (the outbox).
 */
export const WEBHOOK_EVENT_LABELS = {
  "student.created": "Apprenant créé",
  "student.updated": "Apprenant modifié",
  "enrolment.created": "Inscription à un cours",
  "slot.created": "Séance créée",
  "slot.moved": "Séance déplacée",
  "slot.cancelled": "Séance annulée",
  "attendance.recorded": "Présences saisies",
  "grade.recorded": "Notes saisies",
  "handin.received": "Devoir rendu",
  "checkin.signed": "Émargement signé",
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_LABELS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_LABELS) as [
  WebhookEventType,
  ...WebhookEventType[],
];

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: "Événement inconnu." });

/** The body of a new subscription: https only (loopback only when the server allows it, for tests). */
export const createWebhookBodySchema = z.object({
  url: text({ error: "L'adresse est obligatoire" })
    .trim()
    .min(1, "L'adresse est obligatoire")
    .max(2000, "L'adresse : 2 000 caractères au maximum")
    .refine((value) => value === "" || URL.canParse(value), { error: "L'adresse n'est pas une URL valide." }),
  events: z
    .array(webhookEventTypeSchema, { error: "Choisissez au moins un événement." })
    .min(1, "Choisissez au moins un événement.")
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z.object({
  enabled: z.boolean({ error: "Indiquez si le webhook est actif." }),
});

export const webhookSchema = z.object({
  id: text(),
  url: text(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why the server turned it off (failing for 24 h); null otherwise. */
  disabledReason: text().nullable(),
  createdAt: text(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.object({ items: z.array(webhookSchema) });

/** A new subscription, with its secret: shown this once, never again. */
export const createdWebhookSchema = webhookSchema.extend({ secret: text() });

export const webhookIdParamSchema = z.object({ id: z.uuid({ error: "Identifiant invalide." }) });
export const webhookDeliveryParamSchema = z.object({
  id: z.uuid({ error: "Identifiant invalide." }),
  deliveryId: z.uuid({ error: "Identifiant invalide." }),
});

export const webhookDeliverySchema = z.object({
  id: text(),
  eventType: text(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempt: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: text().nullable(),
  lastAttemptAt: text().nullable(),
  nextAttemptAt: text(),
  deliveredAt: text().nullable(),
  createdAt: text(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const webhookDeliveriesPageSchema = pageOf(webhookDeliverySchema);
