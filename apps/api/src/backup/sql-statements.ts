/**
 * Splits a plain SQL dump (pg_dump's `--inserts` output) into statements as it streams in, so a restore
 * never holds the whole dump. It follows what can hide a `;`: single-quoted strings (`''` inside),
 * double-quoted identifiers, dollar-quoted bodies (`$$`, `$tag$`) and `--` / `/* *\/` comments.
 * psql's own commands (lines starting with `\`, such as `\restrict` or `\connect`) are dropped: they
 * are not SQL.
 */
export class SqlStatementSplitter {
  private statement = "";
  private quote: "'" | '"' | null = null;
  private dollarTag: string | null = null;
  private lineComment = false;
  private blockComment = 0;
  private atLineStart = true;
  private skippingMetaLine = false;

  /** Feeds a chunk of the dump; answers the statements it completed (each without its `;`). */
  push(chunk: string): string[] {
    const done: string[] = [];
    let index = 0;
    while (index < chunk.length) {
      const char = chunk[index] as string;
      if (this.skippingMetaLine) {
        if (char === "\n") {
          this.skippingMetaLine = false;
          this.atLineStart = true;
        }
        index++;
        continue;
      }
      if (this.atLineStart && char === "\\" && this.isBetweenStatements()) {
        this.skippingMetaLine = true;
        index++;
        continue;
      }
      this.atLineStart = char === "\n";
      index = this.consume(chunk, index, done);
    }
    return done;
  }

  /** What is left once the dump ended (a last statement without `;`), if anything but blanks. */
  end(): string[] {
    const rest = this.statement.trim();
    this.statement = "";
    return rest === "" ? [] : [rest];
  }

  private isBetweenStatements(): boolean {
    return (
      this.quote === null &&
      this.dollarTag === null &&
      this.blockComment === 0 &&
      this.statement.trim() === ""
    );
  }

  /** Takes the character at `index` (or a whole dollar tag) and answers the next index. */
  private consume(chunk: string, index: number, done: string[]): number {
    const char = chunk[index] as string;
    const next = chunk[index + 1];
    if (this.lineComment) {
      if (char === "\n") {
        this.lineComment = false;
        this.statement += char; // a comment separates what surrounds it
      }
      return index + 1;
    }
    if (this.blockComment > 0) {
      if (char === "*" && next === "/") {
        this.blockComment--;
        if (this.blockComment === 0) this.statement += " ";
        return index + 2;
      }
      if (char === "/" && next === "*") this.blockComment++;
      return index + (char === "/" && next === "*" ? 2 : 1);
    }
    if (this.quote !== null) {
      if (char === this.quote) this.quote = null; // a doubled quote closes then reopens: same result
      this.statement += char;
      return index + 1;
    }
    if (this.dollarTag !== null) {
      if (char === "$" && chunk.startsWith(this.dollarTag, index)) {
        this.statement += this.dollarTag;
        const length = this.dollarTag.length;
        this.dollarTag = null;
        return index + length;
      }
      this.statement += char;
      return index + 1;
    }
    if (char === "-" && next === "-") {
      this.lineComment = true;
      return index + 2;
    }
    if (char === "/" && next === "*") {
      this.blockComment = 1;
      return index + 2;
    }
    if (char === "'" || char === '"') {
      this.quote = char;
    } else if (char === "$") {
      const tag = /^\$[A-Za-z_]*\$/.exec(chunk.slice(index, index + 64))?.[0];
      if (tag !== undefined) {
        this.dollarTag = tag;
        this.statement += tag;
        return index + tag.length;
      }
    } else if (char === ";") {
      const statement = this.statement.trim();
      this.statement = "";
      if (statement !== "") done.push(statement);
      return index + 1;
    }
    this.statement += char;
    return index + 1;
  }
}
