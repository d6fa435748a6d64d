// A form's checks in the browser (conform's `onValidate`), fetched once the form is on the screen
// instead of with the page (issue 40): zod, parseForm and the form's schema come in a chunk of
// their own. Until it has arrived (a tap within the first moments on a slow line) `onValidate` is
// undefined and the form is sent as it is: the action parses it with the same schema and answers
// the same errors beside the same fields, so nothing is lost and nothing is shown twice.
import { useEffect, useState } from "react";
import type { Submission } from "@conform-to/react";
import type { z, ZodTypeAny } from "zod";

type Validate<Schema extends ZodTypeAny> = (context: { formData: FormData }) => Submission<z.input<Schema>, string[], z.output<Schema>>;

/**
 * The validation of a form by the schema `load` gives, once fetched. `kind` names the schema among
 * those `load` may give (the HR or the personal form, say): a new kind loads again.
 */
export function useClientValidation<Schema extends ZodTypeAny>(kind: string, load: () => Promise<Schema>): Validate<Schema> | undefined {
  const [validate, setValidate] = useState<{ kind: string; run: Validate<Schema> }>();
  useEffect(() => {
    let live = true;
    Promise.all([import("./parse"), load()]).then(
      ([{ parseForm }, schema]) => {
        if (live) setValidate({ kind, run: ({ formData }) => parseForm(formData, { schema }) });
      },
      // the action still checks every submission: a chunk that failed to load costs only the early check
      (err: unknown) => console.error(err),
    );
    return () => {
      live = false;
    };
    // why: `load` is a new function on every render; what it gives is named by `kind`
  }, [kind]);
  return validate?.kind === kind ? validate.run : undefined;
}
