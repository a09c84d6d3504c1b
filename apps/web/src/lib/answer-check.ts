import { dequal } from "dequal/lite";
import type { LazySchema } from "./api-client.ts";
import { whenPageSettled } from "./page-settled.ts";

/** An answer of the first page that its schema refused, or would have changed. */
export interface LateAnswerFailure {
  path: string;
  /** The answer as it was given to the page. */
  answer: unknown;
  error: unknown;
}

let onFailure: (failure: LateAnswerFailure) => void = () => undefined;

/** What the app's start does with a failed check (logged here): read the answer again, through its schema. */
export function onLateAnswerFailure(handler: (failure: LateAnswerFailure) => void): void {
  onFailure = handler;
}

/**
 * The first page's answers are shown as the server sent them, then checked against their schemas
 * once the page has shown them (whenPageSettled): zod and the contracts' schemas (about 40 KB gzip)
 * are not on the first paint's path. An answer the schema refuses, or would change (a default, a
 * transform, a field it strips), goes to the handler above, which asks again now that the schemas
 * are here, so a wrong answer still ends as the page's error, as it would have at once.
 * A schema that cannot load is not checked: the next request that needs it reports the failure.
 */
export function checkAfterFirstPage<T>(lazy: LazySchema<T>, answer: unknown, path: string): T {
  whenPageSettled(() => {
    lazy.loadSchema().then(
      (schema) => {
        try {
          if (!dequal(schema.parse(answer), answer)) throw new Error("the schema changes the answer");
        } catch (error) {
          console.error(`Réponse inattendue de ${path}`, error);
          onFailure({ path, answer, error });
        }
      },
      () => undefined,
    );
  });
  return answer as T;
}
