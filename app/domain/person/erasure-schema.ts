// The administrator's erasure of a person (issue 39, ADR-0007): final, so the form carries the
// ticked irreversible-operation box, checked here on the server too. The command fields (command
// id, expected version) are read by the command action.
import { z } from "zod";

export const ERASE_INTENT = "erase-person" as const;

/** An erasure must carry the ticked acknowledgement ("on"). */
export const erasureSchema = z.object({
  acknowledged: z.literal("on", { errorMap: () => ({ message: "non_reversible_required" }) }),
});
