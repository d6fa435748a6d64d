// A file field of a command form, checked on its bytes (app/storage/upload.server.ts, ADR-0020):
// the errors the command action shows beside the field with the schema's (an intent's
// `checkFiles`), and the checked file the intent's operation stores.
import type { TFunction } from "i18next";
import { getT } from "~/i18n/i18next.server";
import type { MultipartForm } from "~/storage/multipart.server";
import { checkUpload, type CheckedUpload, type UploadPolicy } from "~/storage/upload.server";

/** A refused file as the form says it: "Upload failed – <the reason>" (no ":", i18next would read a namespace). */
function refusedText(t: TFunction, reason: string, params: Record<string, unknown> | undefined): string {
  return `${t("upload_failed")} – ${t(`storage.reason.${reason}`, params)}`;
}

/** The check of one required file field: none sent says `requiredKey`, a refused one why. */
export function fileCheck(field: string, policy: UploadPolicy, requiredKey: string) {
  return async ({ request, files }: { request: Request; files: MultipartForm["files"] }): Promise<Record<string, string[]>> => {
    const t = await getT(request);
    const received = files.get(field);
    if (!received) return { [field]: [t(requiredKey)] };
    const r = await checkUpload(received, policy);
    return r.ok ? {} : { [field]: [refusedText(t, r.reason, r.params)] };
  };
}

/** The file of a field its `fileCheck` accepted (the command action ran it before the operation). */
export async function checkedFile(files: MultipartForm["files"] | null, field: string, policy: UploadPolicy): Promise<CheckedUpload> {
  const received = files?.get(field);
  const r = received ? await checkUpload(received, policy) : null;
  if (!r?.ok) throw new Error(`the file of ${field} was not checked before the command`);
  return r.file;
}
