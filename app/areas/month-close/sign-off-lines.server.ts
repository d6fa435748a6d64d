// The signature lines of the month's PDFs (ADR-0138): the stamping sheet and the expense report
// print who signed and countersigned the month, and when, under their lines.
import type { TFunction } from "i18next";
import type { Queryable } from "~/db.server";
import { formatDateTime } from "~/domain/shared/format";
import { monthSignOffOf, type MonthSigner } from "~/events/queries/month-close.server";

/** "Rossi, Mario, 02.11.2026 09:14" for each signature the month holds; null where there is none. */
export async function signOffLinesOf(db: Queryable, t: TFunction, personId: number, month: string): Promise<{ signed: string | null; countersigned: string | null }> {
  const off = await monthSignOffOf(db, personId, month);
  const line = (s: MonthSigner | null) => (s ? t("month_close.pdf.signed_on", { name: s.name ?? t("history.unknown_person", { id: s.id }), at: formatDateTime(s.at) }) : null);
  return { signed: line(off.signedBy), countersigned: line(off.countersignedBy) };
}
