import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadWhenShown } from "./load-when-shown.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Bonjour {name}</p>;
}

describe("loadWhenShown", () => {
  afterEach(cleanup);

  it("fetches nothing until shown, then shows the fallback and the component with its props", async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const LazyGreeting = loadWhenShown(load, <span>Chargement</span>);
    expect(load).not.toHaveBeenCalled();

    render(<LazyGreeting name="Léa" />);
    expect(screen.getByText("Chargement")).toBeTruthy();
    resolve(Greeting);
    expect(await screen.findByText("Bonjour Léa")).toBeTruthy();
    expect(screen.queryByText("Chargement")).toBeNull();

    render(<LazyGreeting name="Noé" />);
    expect(screen.getByText("Bonjour Noé")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
