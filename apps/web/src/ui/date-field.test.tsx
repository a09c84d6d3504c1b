import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DAY_FORMAT_HINT, DateField, isoDayToText, maskDayText, textToIsoDay } from "./date-field.tsx";

afterEach(cleanup);

describe("day text", () => {
  it("puts the slashes in while typing and pads a one-digit day or month", () => {
    expect(maskDayText("2")).toBe("2");
    expect(maskDayText("251")).toBe("25/1");
    expect(maskDayText("25112026")).toBe("25/11/2026");
    expect(maskDayText("25/11/20269")).toBe("25/11/2026");
    expect(maskDayText("2/5/2026")).toBe("02/05/2026");
    expect(maskDayText("ab25-11")).toBe("25/11");
    expect(maskDayText("")).toBe("");
  });

  it("reads only days of the calendar", () => {
    expect(textToIsoDay("25/11/2026")).toBe("2026-11-25");
    expect(textToIsoDay("29/02/2028")).toBe("2028-02-29");
    expect(textToIsoDay("29/02/2026")).toBeNull();
    expect(textToIsoDay("31/04/2026")).toBeNull();
    expect(textToIsoDay("12/13/2026")).toBeNull();
    expect(textToIsoDay("25/11")).toBeNull();
    expect(isoDayToText("2026-11-25")).toBe("25/11/2026");
    expect(isoDayToText("")).toBe("");
  });
});

function Controlled({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue("")}>
        Effacer
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("DateField", () => {
  it("shows its day as jj/mm/aaaa and gives a yyyy-MM-dd day once typed whole", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled initial="2026-11-25" onValue={onValue} />);
    const input = screen.getByLabelText("Date") as HTMLInputElement;
    expect(input.value).toBe("25/11/2026");
    expect(input.placeholder).toBe("jj/mm/aaaa");

    await user.clear(input);
    await user.type(input, "0103202");
    expect(input.value).toBe("01/03/202");
    expect(screen.getByTestId("value").textContent).toBe("");
    await user.type(input, "7");
    expect(input.value).toBe("01/03/2027");
    expect(onValue).toHaveBeenLastCalledWith("2027-03-01");
  });

  it("says the format expected when left with a part of a date, and follows a value set from outside", async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-25" onValue={vi.fn()} />);
    const input = screen.getByLabelText("Date") as HTMLInputElement;
    await user.clear(input);
    await user.type(input, "3102");
    fireEvent.blur(input);
    expect(screen.getByText(DAY_FORMAT_HINT)).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");

    await user.clear(input);
    await user.type(input, "15062026");
    await user.click(screen.getByRole("button", { name: "Effacer" }));
    expect(input.value).toBe("");
  });
});
