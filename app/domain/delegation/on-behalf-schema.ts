// The schemas of what a decision through a delegation adds to its event (./on-behalf), spread into
// the decision events' schemas.
import { z } from "zod/v4";

export const onBehalfFields = { onBehalfOf: z.number().int().optional(), delegationId: z.number().int().optional() };
