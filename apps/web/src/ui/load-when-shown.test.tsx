import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadEarly, loadWhenShown } from "./load-when-shown.tsx";

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

describe("loadEarly", () => {
  afterEach(cleanup);

  it("fetches at once, shows the fallback (of the props) until loaded, then the component", async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const EarlyGreeting = loadEarly(load, ({ name }: { name: string }) => <span>Bientôt {name}</span>);
    expect(load).toHaveBeenCalledTimes(1);

    render(<EarlyGreeting name="Léa" />);
    expect(screen.getByText("Bientôt Léa")).toBeTruthy();
    resolve(Greeting);
    expect(await screen.findByText("Bonjour Léa")).toBeTruthy();
    expect(screen.queryByText("Bientôt Léa")).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again when a piece is shown after a failed load", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("réseau"))
      .mockResolvedValue(Greeting);
    const EarlyGreeting = loadEarly(load, <span>Bientôt</span>);
    await new Promise((done) => setTimeout(done, 0));
    render(<EarlyGreeting name="Noé" />);
    expect(await screen.findByText("Bonjour Noé")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
