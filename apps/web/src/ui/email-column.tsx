import { Fragment } from "react";
import type { TableColumn } from "./table-column.ts";

/**
 * An e-mail that may wrap after its « @ » and before each dot, so that a long address on a narrow
 * card breaks where a reader expects it rather than mid-word.
 */
export function BreakableEmail({ email }: { email: string }) {
  let offset = 0;
  return (
    <>
      {email.split(/(?<=@)|(?=\.)/).map((piece) => {
        const start = offset;
        offset += piece.length;
        return (
          <Fragment key={start}>
            {start > 0 ? <wbr /> : null}
            {piece}
          </Fragment>
        );
      })}
    </>
  );
}

/** The « E-mail » column of a list of people. */
export function emailColumn<Row extends { email: string }>(
  options: Omit<Partial<TableColumn<Row>>, "render"> = {},
): TableColumn<Row> {
  return { id: "email", label: "E-mail", render: (row) => <BreakableEmail email={row.email} />, ...options };
}
