// The product's words, across the web, the API and the contracts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const SOURCES = ["apps/web/src", "apps/api/src", "packages/contracts/src"];

/** Every source file the product's words live in (tests aside). */
function sourceFiles(): string[] {
  return SOURCES.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

/** The lines of code (comments aside) of every source file that match `pattern`, as « file:line: text ». */
function linesMatching(pattern: RegExp): string[] {
  return sourceFiles().flatMap((file) =>
    readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .map((line, index) => ({ line: line.trim(), at: `${file}:${index + 1}` }))
      .filter(({ line }) => !/^(\/\/|\/\*|\*)/.test(line) && pattern.test(line))
      .map(({ line, at }) => `${at}: ${line}`),
  );
}

describe("the product's counts and elisions", () => {
  it("agree every word with its count: no « 3 ligne(s) », plural() and agree() of french.ts", () => {
    expect(sourceFiles().length).toBeGreaterThan(500);
    expect(linesMatching(/\p{L}\((s|e|es|x)\)/u)).toEqual([]);
  });

  it("elide « de », « que », « ne », « le », « la » before a vowel in every message", () => {
    const missing =
      /["'`][^"'`]*(?<=[\s"'`«(])(de|que|ne|le|la|je|se) (?!(?:un|une|à|a|en|ou|et|est|au|aux|où|il|elle|on|y)\b)[aeiouyàâéèêîôûœ]/iu;
    expect(linesMatching(missing)).toEqual([]);
  });
});
