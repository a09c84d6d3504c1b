import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BreakableEmail } from "./email-column.tsx";

describe("BreakableEmail", () => {
  it("offers a line break after the « @ » and before each dot, and reads as the address", () => {
    const { container } = render(<BreakableEmail email="jeanne.de-la-fontaine@ecole-horizon.example.fr" />);
    expect(container.textContent).toBe("jeanne.de-la-fontaine@ecole-horizon.example.fr");
    expect(container.innerHTML.split("<wbr>")).toEqual([
      "jeanne",
      ".de-la-fontaine@",
      "ecole-horizon",
      ".example",
      ".fr",
    ]);
  });

  it("leaves an address without dots or « @ » whole", () => {
    const { container } = render(<BreakableEmail email="inconnu" />);
    expect(container.innerHTML).toBe("inconnu");
  });
});
