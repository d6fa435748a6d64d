// The forms of a site's files page (ADR-0054): the server parses each with its schema; the names'
// own rules (folderNameProblem, renameProblem) are the decider's, answered beside the field.
import { z } from "zod";
import { ACKNOWLEDGED } from "../shared/input-schemas";

const text = (required: string) => z.string({ required_error: required, invalid_type_error: required }).max(1000);
const hidden = { commandId: z.string().max(64).optional(), path: z.string().max(1000).optional() };

export const createFolderSchema = z.object({ intent: z.literal("create-folder"), name: text("siteFiles.errors.name_required"), ...hidden });
export const uploadSchema = z.object({ intent: z.literal("upload"), ...hidden });
export const renameFileSchema = z.object({ intent: z.literal("rename-file"), key: text("errors.required"), name: text("siteFiles.errors.name_required"), ...hidden });
export const moveFileSchema = z.object({ intent: z.literal("move-file"), key: text("errors.required"), to: z.string().max(1000).optional(), ...hidden });
/** Deleting a file (its bytes go): irreversible, so the box is required. */
export const deleteFileSchema = z.object({ intent: z.literal("delete-file"), key: text("errors.required"), acknowledged: ACKNOWLEDGED, ...hidden });
export const deleteFolderSchema = z.object({ intent: z.literal("delete-folder"), folder: text("errors.required"), acknowledged: z.literal("on").optional(), ...hidden });
