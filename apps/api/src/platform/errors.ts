import { ERROR_CODES, type ErrorBody, type ErrorCode } from "@campus/contracts/errors";

/** The one error class of the API: a code from the contract's catalogue, optionally tied to a field. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;
  readonly details: { field: string; message: string }[] | undefined;

  constructor(
    code: ErrorCode,
    options: { message?: string; field?: string; details?: { field: string; message: string }[] } = {},
  ) {
    super(options.message ?? ERROR_CODES[code].message);
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.field = options.field;
    this.details = options.details;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export const notFound = () => new AppError("NOT_FOUND");

/** The Postgres error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const candidate = (error as { cause?: { code?: unknown }; code?: unknown }) ?? {};
  const code = candidate.cause?.code ?? candidate.code;
  return typeof code === "string" ? code : undefined;
}

/** The constraint a unique violation broke, or undefined for any other error. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  if (pgErrorCode(error) !== "23505") return undefined;
  const candidate = error as { cause?: { constraint?: unknown }; constraint?: unknown };
  const name = candidate.cause?.constraint ?? candidate.constraint;
  return typeof name === "string" ? name : "";
}
