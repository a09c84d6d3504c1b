import { z } from "zod";
import { MESSAGES } from "./messages.ts";

/**
 * PostgreSQL cannot store a NUL character in text, nor can UTF-8 encode a lone UTF-16 surrogate:
 * both are refused here rather than failing in the database.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const isStorable = (value: string) => !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/**
 * The one string schema of the contracts: `z.string()` that refuses the NUL character and lone surrogates. Every
 * string of a request or a response is built from it (a contracts test walks them all).
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorable, { error: MESSAGES.invalidCharacter });
}

/** A required text field of a record's form, trimmed; `label` names it in the messages. */
export const requiredTextField = (label: string, max: number) =>
  text({ error: `${label} est obligatoire` })
    .trim()
    .min(1, `${label} est obligatoire`)
    .max(max, `${label} : ${max} caractères au maximum`);

/** An optional text field of a record's form, trimmed; left empty, it is null. */
export const optionalTextField = (max: number) =>
  text()
    .trim()
    .max(max, `${max} caractères au maximum`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The e-mail of a school record (a student, a teacher): trimmed and lower-cased. */
export const recordEmailSchema = text({ error: "L'e-mail est obligatoire" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "L'adresse e-mail n'est pas valide" }).max(254));

/** An http(s) address, without NUL (the URL parser would keep it). */
export function httpUrl(params: Parameters<typeof z.url>[0]) {
  return z.url(params).refine(isStorable, { error: MESSAGES.invalidCharacter });
}

/** The dates PostgreSQL and the product accept: nothing before 1900 nor after 2200 (no year 0). */
export const DATE_RANGE = { min: "1900-01-01", max: "2200-12-31" } as const;
const MIN_INSTANT = Date.parse(`${DATE_RANGE.min}T00:00:00Z`);
const MAX_INSTANT = Date.parse(`${DATE_RANGE.max}T23:59:59.999Z`);

/** A calendar day, `yyyy-MM-dd`, between DATE_RANGE.min and DATE_RANGE.max. */
export const isoDateSchema = z.iso
  .date({ error: "Date attendue au format AAAA-MM-JJ" })
  .refine((value) => value >= DATE_RANGE.min && value <= DATE_RANGE.max, { error: MESSAGES.dateOutOfRange });

/** An ISO 8601 instant with its offset, between DATE_RANGE.min and DATE_RANGE.max. */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true, error: "Date et heure ISO 8601 attendues" })
  .refine(
    (value) => {
      const instant = Date.parse(value);
      return instant >= MIN_INSTANT && instant <= MAX_INSTANT;
    },
    { error: MESSAGES.dateOutOfRange },
  );

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  q: text().trim().max(200).optional(),
  sort: text().max(60).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A company-wide list counts its rows up to this many, never more (« plus de 1 000 »). */
export const COUNT_CAP = 1_000;

/**
 * A record as the API answers it, by who asks: in full (`view: "full"`), or as `limited`, the same
 * without its private fields. The serializer keeps only the fields of the view.
 */
export function fullOrLimitedView<Full extends z.ZodRawShape, Limited extends z.ZodRawShape>(
  full: z.ZodObject<Full>,
  limited: z.ZodObject<Limited>,
) {
  return z.discriminatedUnion("view", [
    full.extend({ view: z.literal("full") }),
    limited.extend({ view: z.literal("limited") }),
  ]);
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Exact, or COUNT_CAP when `isTotalCapped`: there are more. */
    total: z.number().int(),
    isTotalCapped: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; isTotalCapped?: boolean; page: number; pageSize: number };

export const idParamSchema = z.object({ id: text().min(1).max(100) });
export const okSchema = z.object({ ok: z.literal(true) });

/** French postcodes: five digits (the forms and the imports check them the same way). */
export const FRENCH_POSTCODE = /^\d{5}$/;
export const POSTCODE_MESSAGE = "Le code postal comporte 5 chiffres.";

/** The query of a link signed by the server (media, downloads): its expiry (epoch ms) and signature. */
export const signedMediaQuerySchema = z.object({
  exp: z.coerce.number().int().positive().optional(),
  sig: text().max(100).optional(),
});
