// A person's photo page, their own (/app/profile/avatar) and HR's page of another person's
// (/app/hr/users/{id}/avatar): what it shows of the photo, and the two intents both pages run —
// change-avatar (JPEG, PNG or WebP checked by its bytes) and remove-avatar (after its confirmation).
import type { CurrentUser } from "~/auth/user.server";
import { avatarFormSchema, removeAvatarSchema } from "~/domain/person/schema.server";
import { queryParams } from "~/domain/shared/query-params";
import type { PersonProfile } from "~/events/queries/person-profile.server";
import type { IntentContext } from "~/http/command-action.server";
import { newCommandId } from "~/http/command-ids.server";
import { checkedFile, fileCheck } from "~/http/uploads.server";
import { changeAvatar } from "~/areas/people/change-avatar.server";
import { removeAvatar } from "~/areas/people/remove-avatar.server";
import type { MultipartForm } from "~/storage/multipart.server";
import { personFileLinks } from "~/storage/person-links.server";
import { AVATAR_UPLOAD } from "~/storage/upload.server";

/** The photo form's multipart limits. */
export const AVATAR_PAGE_UPLOAD = { maxFileBytes: AVATAR_UPLOAD.maxBytes };

/** The photo (a signed link), the form's version and command id, and the removal's confirmation step (?delete=1) for a photo there is. */
export async function avatarPage(request: Request, profile: PersonProfile) {
  return {
    photoUrl: profile.avatar ? (await personFileLinks(profile.avatar)).url : null,
    version: profile.version,
    commandId: newCommandId(),
    confirming: profile.avatar !== null && queryParams(request).get("delete") === "1",
  };
}

interface AvatarIntentsOf<Scope> {
  /** whose photo it is */
  personOf: (ctx: { user: CurrentUser; scope: Scope }) => number;
  /** where a saved change leads */
  back: (personId: number) => string;
  conflictKey: string;
  /** who may send either intent at all (the command refuses the others too) */
  sender?: (ctx: { user: CurrentUser; scope: Scope }) => boolean;
}

const fileSentOf = ({ files }: { files: MultipartForm["files"] | null }) => ({ fileSent: Boolean(files?.get("avatar")) });

/** change-avatar and remove-avatar on the page's person; a refused one tells whether a file must be chosen again. */
export function avatarIntents<Scope>({ personOf, back, conflictKey, sender }: AvatarIntentsOf<Scope>) {
  return {
    "change-avatar": {
      schema: avatarFormSchema,
      sender,
      conflictKey,
      checkFiles: fileCheck("avatar", AVATAR_UPLOAD, "own_profile.avatar.file_required"),
      failure: fileSentOf,
      run: async (ctx: IntentContext<unknown, Scope>) => {
        const personId = personOf(ctx);
        const file = await checkedFile(ctx.files, "avatar", AVATAR_UPLOAD);
        await changeAvatar(ctx.sql, ctx.user, { personId, expectedVersion: ctx.expectedVersion, file }, ctx.meta);
        return { to: back(personId), flash: "user_saved_successfully" };
      },
    },
    "remove-avatar": {
      schema: removeAvatarSchema,
      sender,
      conflictKey,
      failure: fileSentOf,
      run: async (ctx: IntentContext<unknown, Scope>) => {
        const personId = personOf(ctx);
        await removeAvatar(ctx.sql, ctx.user, { personId, expectedVersion: ctx.expectedVersion }, ctx.meta);
        return { to: back(personId), flash: "user_saved_successfully" };
      },
    },
  };
}
