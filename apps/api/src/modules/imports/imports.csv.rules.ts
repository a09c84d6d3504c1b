import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { FileRefusal } from "./imports.limits.rules.ts";
import type { RowSink } from "./imports.rows.rules.ts";

/**
 * Reads a CSV file into `sink`. The file is already bounded by the upload limit, so it is read
 * whole; the sink stops the parse at the first row over a limit.
 */
export async function readCsv(file: string, sink: RowSink): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.includes(0)) throw new FileRefusal("INVALID_FILE");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    throw new FileRefusal(
      "INVALID_FILE",
      "Le fichier CSV doit être enregistré en UTF-8 (Excel : « CSV UTF-8 »).",
    );
  }
  let row = 0;
  let failure: unknown;
  // Guessed on the first lines without the blank ones: a blank last line made a two-column file
  // look like one column to Papa's guess, and the enrolments sample did not import back.
  const { delimiter } = Papa.parse<string[]>(text.slice(0, 65_536), {
    preview: 10,
    skipEmptyLines: true,
    delimitersToGuess: [";", ",", "\t", "|"],
  }).meta;
  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    delimiter,
    step(result, parser) {
      row++;
      try {
        sink.add(row, result.data.map(String));
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
}
