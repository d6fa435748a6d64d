// Uploads through the JSON API (spec part 1 §7 "File storage", part 2 §7 "Uploads and storage":
// POST utility/uploadImage with image, userId, environment → uploadedImageId), ADR-0090. A
// multipart/form-data call: the file (`image`) is checked by its bytes against the policy of its
// use (`purpose`: a receipt unless told, a journal post's photo, a person's legal document or photo, a
// checklist's photo, attached file or signature) — the same checks, limits and messages as the form's file
// field — and stored as the form stores it; the answer's id is then sent in the record's call
// (an expense's receiptImageId, a journal post's media, a person's document or photo, a checklist's
// photos, files and signature). A refused file stores nothing.
import { z } from "zod";
import { DomainError } from "~/domain/shared/errors";
import { messageWithParams } from "~/domain/shared/text-limits";
import { fileStore } from "~/storage/index.server";
import { checkUpload, storeUpload } from "~/storage/upload.server";
import { endpoint, type Endpoint } from "../endpoint.server";
import { recordedUpload, recordUpload, UPLOAD_PURPOSES, type UploadPurpose } from "../uploads.server";

const purposes = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];
const largest = Math.max(...Object.values(UPLOAD_PURPOSES).map((p) => p.maxBytes));

export const uploadEndpoints: Endpoint[] = [
  endpoint({
    method: "POST",
    path: "/utility/uploadImage",
    tag: "Uploads",
    summary: "Upload a file (multipart/form-data: image, purpose=receipt|journal|legalDocument|avatar|checklistPhoto|checklistAttachment|checklistSignature, userId, environment); the answer's uploadedImageId is sent in the record's call (an expense's receiptImageId, a journal post's media, a legal document's fileImageId, a photo's avatarImageId, a checklist's photoImageIds, attachments and signatureImageId)",
    rights: "signedIn",
    upload: { maxFileBytes: largest, maxParts: 8 },
    body: z.object({
      purpose: z.enum(purposes, { errorMap: () => ({ message: messageWithParams("api.upload_purpose_invalid", { purposes: purposes.join(", ") }) }) }).default("receipt"),
      userId: z.string().regex(/^\d{1,15}$/, "errors.not_found").optional(),
      environment: z.string().max(40).optional(),
    }),
    write: true,
    response: z.object({ uploadedImageId: z.string().uuid(), contentType: z.string(), size: z.number().int() }),
    run: async ({ sql, user, body, files, t, meta }) => {
      // the spec's userId names the uploader: one's own files only
      if (body.userId !== undefined && Number(body.userId) !== user.id) throw new DomainError("forbidden", "errors.forbidden");
      const received = files.get("image");
      if (!received) throw new DomainError("invalid", "api.upload_required", { field: "image" });
      // the upload's id is the call's command id: the same call sent again (its Idempotency-Key,
      // bound to these bytes) answers the upload it made, storing nothing twice (ADR-0098)
      const commandId = meta.commandId ?? crypto.randomUUID();
      const before = await recordedUpload(sql, commandId, user.id);
      if (before) return { status: 201, body: { uploadedImageId: before.id, contentType: before.contentType, size: before.size } };
      const policy = UPLOAD_PURPOSES[body.purpose];
      const checked = await checkUpload(received, policy);
      if (!checked.ok) throw new DomainError("invalid", "storage.refused", { field: "image", params: { reason: t(`storage.reason.${checked.reason}`, checked.params) } });
      const stored = await storeUpload(fileStore(), checked.file, policy);
      const id = await recordUpload(sql, user.id, body.purpose, stored, new Date(meta.now), commandId);
      return { status: 201, body: { uploadedImageId: id, contentType: stored.contentType, size: stored.size } };
    },
  }),
];
