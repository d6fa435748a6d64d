// Every delete nothing can undo needs the irreversible-operation box, and the server's schema
// refuses it without (spec §4, part 2 §9; issue 34: a journal post, its comments, the profile photo,
// the site picture and a site file were deleted with one click or without the box).
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { removeCommentSchema, removeEntrySchema } from "../journal/schema";
import { removeAvatarSchema } from "../person/schema";
import { deleteFileSchema } from "../site-files/forms";
import { removeSitePictureSchema } from "../site/schema";

const cases: [string, z.ZodTypeAny, Record<string, string>][] = [
  ["a journal post", removeEntrySchema, { intent: "remove-journal-entry", commandId: "c1" }],
  ["a journal comment", removeCommentSchema, { intent: "remove-journal-comment", journalId: "4", commentId: "9", commandId: "c1" }],
  ["the profile photo", removeAvatarSchema, { intent: "remove-avatar", commandId: "c1", expectedVersion: "3" }],
  ["the site picture", removeSitePictureSchema, { commandId: "c1", expectedVersion: "3" }],
  ["a site file", deleteFileSchema, { intent: "delete-file", key: "Plans/a.pdf", commandId: "c1" }],
];

describe("an irreversible delete", () => {
  it.each(cases)("of %s is refused without the box, beside the box", (_, schema, form) => {
    const r = schema.safeParse(form);
    expect(r.success).toBe(false);
    expect(r.error?.flatten().fieldErrors).toEqual({ acknowledged: ["non_reversible_required"] });
  });

  it.each(cases)("of %s passes with the box ticked", (_, schema, form) => {
    expect(schema.safeParse({ ...form, acknowledged: "on" }).success).toBe(true);
  });
});
