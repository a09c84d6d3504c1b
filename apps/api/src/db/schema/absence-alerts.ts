import { ABSENCE_ALERT_KINDS } from "@campus/contracts/absence-alert-rules";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { isOneOf } from "./checks.ts";
import { timestampTz } from "./columns.ts";
import { students } from "./school.ts";
import { companyId, companyKey, createdAt, sameCompanyRef } from "./tenancy.ts";
import { users } from "./users.ts";

/**
 * A student's crossing of one of the company's absence thresholds: open (`cleared_at` null) while the
 * student stays above it, closed when they fall back under. `notified` says whether this crossing
 * alerted anyone (not when another crossing of the same kind had within the quiet days).
 */
export const absenceAlerts = pgTable(
  "absence_alerts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    studentId: uuid("student_id").notNull(),
    kind: text("kind").notNull(),
    /** The student's figure: absences in a row, or percent; kept up to date while open. */
    value: integer("value").notNull(),
    crossedAt: timestampTz("crossed_at").notNull(),
    clearedAt: timestampTz("cleared_at"),
    notified: boolean("notified").notNull(),
  },
  (t) => [
    // One open crossing per student and kind; the home lists the open ones.
    uniqueIndex("absence_alerts_open")
      .on(t.companyId, t.studentId, t.kind)
      .where(sql`${t.clearedAt} is null`),
    index("absence_alerts_student").on(t.companyId, t.studentId, t.kind, t.crossedAt),
    companyKey("absence_alerts", t),
    sameCompanyRef("absence_alerts_student_fk", t, t.studentId, students).onDelete("cascade"),
    check("absence_alerts_kind_check", isOneOf(t.kind, ABSENCE_ALERT_KINDS)),
  ],
);

/** A crossing told to one person (the student or an administrator): the bell and the e-mail digest. */
export const absenceAlertNotifications = pgTable(
  "absence_alert_notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    userId: uuid("user_id").notNull(),
    alertId: bigint("alert_id", { mode: "number" }).notNull(),
    createdAt: createdAt(),
    readAt: timestampTz("read_at"),
  },
  (t) => [
    index("absence_alert_notifications_user").on(t.userId, t.createdAt),
    index("absence_alert_notifications_alert").on(t.alertId),
    sameCompanyRef("absence_alert_notifications_user_fk", t, t.userId, users).onDelete("cascade"),
    sameCompanyRef("absence_alert_notifications_alert_fk", t, t.alertId, absenceAlerts).onDelete("cascade"),
  ],
);
