import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RichTextView } from "./rich-text-view.tsx";

describe("RichTextView", () => {
  afterEach(cleanup);

  it("shows the stored HTML as elements, in the writer's direction", () => {
    render(
      <RichTextView
        data-testid="text"
        html='<h2>Chapitre 1</h2><p>Un <a href="https://exemple.fr">lien</a></p>'
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Chapitre 1" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "lien" }).getAttribute("href")).toBe("https://exemple.fr");
    expect(screen.getByTestId("text").getAttribute("dir")).toBe("auto");
  });
});
