import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DateTimeField } from "./date-time-field.tsx";

afterEach(cleanup);

function Controlled({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Date limite" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("DateTimeField", () => {
  it("shows the day as jj/mm/aaaa beside the time, and keeps the time while the day is retyped", async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-11-25T18:30" />);
    const day = screen.getByLabelText("Date limite") as HTMLInputElement;
    const time = screen.getByLabelText("Heure (date limite)") as HTMLInputElement;
    expect(day.value).toBe("25/11/2026");
    expect(time.value).toBe("18:30");

    await user.clear(day);
    expect(screen.getByTestId("value").textContent).toBe("");
    await user.type(day, "02122026");
    expect(time.value).toBe("18:30");
    expect(screen.getByTestId("value").textContent).toBe("2026-12-02T18:30");

    fireEvent.change(time, { target: { value: "09:05" } });
    expect(screen.getByTestId("value").textContent).toBe("2026-12-02T09:05");
  });
});
