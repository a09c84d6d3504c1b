import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DateRangeFields, isReversedRange, REVERSED_RANGE_MESSAGE } from "./date-range-fields.tsx";

describe("DateRangeFields", () => {
  afterEach(cleanup);

  it("says on the « Au » field that a range ending before it starts finds nothing", () => {
    render(<DateRangeFields from="2026-12-07" to="2026-12-01" onChange={vi.fn()} />);
    expect(screen.getByText(REVERSED_RANGE_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText("Au").getAttribute("aria-invalid")).toBe("true");
  });

  it("says nothing for a range in order, a single day or an open end", () => {
    render(<DateRangeFields from="2026-12-01" to="2026-12-07" onChange={vi.fn()} />);
    expect(screen.queryByText(REVERSED_RANGE_MESSAGE)).toBeNull();
    expect(isReversedRange("2026-12-01", "2026-12-01")).toBe(false);
    expect(isReversedRange("2026-12-01", "")).toBe(false);
    expect(isReversedRange("", "2026-12-01")).toBe(false);
  });
});
