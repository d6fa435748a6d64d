// The handover receipt in words (ADR-0079): confirmed by the holder, or a signed paper recorded by
// the tool manager, with the day and time; null while not confirmed.
import type { TFunction } from "i18next";
import { formatDateTime } from "~/domain/shared/format";
import type { ReceiptKind } from "~/domain/tool/events";

export function receiptText(t: TFunction, kind: ReceiptKind | null, at: Date | string | null): string | null {
  if (kind === null || at === null) return null;
  return t(kind === "HOLDER" ? "tools.receipt.by_holder" : "tools.receipt.by_paper", { at: formatDateTime(at) });
}
