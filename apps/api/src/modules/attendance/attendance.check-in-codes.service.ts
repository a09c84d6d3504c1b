import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_MESSAGES,
  CHECK_IN_WINDOW_SECONDS,
} from "@campus/contracts/check-in";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { checkInSettings } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../platform/errors.ts";

// The check-in codes: an HMAC of the slot and the 15-second window under the company's secret, so that
// only the server can make them and a photo of the projector is useless two windows later.

const WINDOW_MS = CHECK_IN_WINDOW_SECONDS * 1000;
/** How long a ticket (a good code, waiting for the signature) stays valid. */
const TICKET_VALIDITY_MS = 5 * 60_000;

/** The window an instant falls in: its number since the epoch. */
export const windowOf = (at: Date): number => Math.floor(at.getTime() / WINDOW_MS);
/** When a window ends (its code changes). */
export const windowEnd = (window: number): Date => new Date((window + 1) * WINDOW_MS);

export interface CompanyCheckIn {
  secret: Buffer;
  opensMinutes: number;
  halfDaySplitMinutes: number;
}

/**
 * The company's check-in key, opening and half-day split, the row made on first use (racing requests
 * keep the first key). The requests of check-in read it through `CheckInSettingsCache`.
 */
export async function companyCheckIn(db: Executor, companyId: string): Promise<CompanyCheckIn> {
  const read = () => db.select().from(checkInSettings).where(eq(checkInSettings.companyId, companyId));
  let [row] = await read();
  if (!row) {
    await db
      .insert(checkInSettings)
      .values({ companyId, secret: randomBytes(32).toString("base64") })
      .onConflictDoNothing();
    [row] = await read();
  }
  if (!row) throw notFound();
  return {
    secret: Buffer.from(row.secret, "base64"),
    opensMinutes: row.opensMinutes,
    halfDaySplitMinutes: row.halfDaySplitMinutes,
  };
}

/** The code of a slot in a window: 6 letters of the alphabet (32 letters: 5 bits each, no bias). */
export function checkInCode(secret: Buffer, slotId: string, window: number): string {
  const digest = createHmac("sha256", secret).update(`check-in:${slotId}:${window}`).digest();
  let code = "";
  for (let index = 0; index < CHECK_IN_CODE_LENGTH; index++) {
    code += CHECK_IN_CODE_ALPHABET[(digest[index] ?? 0) % CHECK_IN_CODE_ALPHABET.length];
  }
  return code;
}

/** How a code given at `now` compares with the slot's: current or previous window, older, or none. */
export function matchCode(
  secret: Buffer,
  slotId: string,
  code: string,
  now: Date,
  lookBackWindows: number,
): "valid" | "expired" | null {
  const current = windowOf(now);
  for (let back = 0; back <= lookBackWindows; back++) {
    if (checkInCode(secret, slotId, current - back) === code) return back <= 1 ? "valid" : "expired";
  }
  return null;
}

interface Ticket {
  slotId: string;
  userId: string;
  /** When the code was given: the student's arrival, for the lateness. */
  arrivedAt: number;
  expiresAt: number;
}

const ticketMac = (secret: Buffer, payload: string) =>
  createHmac("sha256", secret).update(`ticket:${payload}`).digest("base64url");

/** A ticket for the signature that follows a good code: the slot, the student and the arrival, signed. */
export function issueTicket(
  secret: Buffer,
  ticket: Omit<Ticket, "expiresAt">,
): { ticket: string; expiresAt: Date } {
  const expiresAt = ticket.arrivedAt + TICKET_VALIDITY_MS;
  const payload = Buffer.from(JSON.stringify({ ...ticket, expiresAt })).toString("base64url");
  return { ticket: `${payload}.${ticketMac(secret, payload)}`, expiresAt: new Date(expiresAt) };
}

/** The ticket's content, if the company signed it for this user and it has not expired. */
export function readTicket(secret: Buffer, value: string, userId: string, now: Date): Ticket {
  const [payload = "", mac = ""] = value.split(".");
  const expected = Buffer.from(ticketMac(secret, payload));
  const given = Buffer.from(mac);
  const invalid = () =>
    new AppError("VALIDATION", { field: "ticket", message: CHECK_IN_MESSAGES.ticketInvalid });
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  let ticket: Ticket;
  try {
    ticket = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Ticket;
  } catch {
    throw invalid();
  }
  if (ticket.userId !== userId) throw invalid();
  if (ticket.expiresAt < now.getTime()) {
    throw new AppError("CONFLICT", { field: "ticket", message: CHECK_IN_MESSAGES.ticketExpired });
  }
  return ticket;
}
