// The columns of HR's people list. Values come formatted from the loader; the edit column is
// there only for whoever may edit people (update hr), the server checks it again on the edit page.
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { InitialsAvatar } from "../avatar";
import * as f from "./person-form.css";

export interface HrUserRowView {
  id: number;
  name: string;
  username: string;
  company: string;
  role: string;
  active: boolean;
  /** a signed link to the avatar's thumbnail; null: initials */
  avatarUrl: string | null;
  /** a legal document expires within 30 days (or has expired) */
  documentExpiring: boolean;
}

const col = createColumnHelper<HrUserRowView>();

export function hrUserColumns(t: TFunction, opts: { editPath: ((id: number) => string) | null }) {
  const editPath = opts.editPath;
  return [
    col.display({
      id: "avatar",
      header: "",
      meta: { label: t("people.list.avatar"), decorative: true },
      cell: (c) =>
        c.row.original.avatarUrl ? (
          <img src={c.row.original.avatarUrl} alt="" width={32} height={32} className={f.photo} loading="lazy" />
        ) : (
          <InitialsAvatar text={c.row.original.name} />
        ),
    }),
    col.accessor("name", { id: "name", header: t("hr.users.list.columns.name"), enableSorting: true, meta: { rowLink: true } }),
    col.accessor("username", { id: "username", header: t("login.username") }),
    col.accessor("company", { id: "company", header: t("profile.company"), enableSorting: true }),
    col.accessor("role", { id: "role", header: t("profile.role"), enableSorting: true, cell: (c) => (c.getValue() && c.getValue() !== "—" ? t(`access_names.roles.${c.getValue()}`) : "—") }),
    col.accessor("active", {
      id: "active",
      header: t("hr.users.list.columns.status"),
      cell: (c) => (c.getValue() ? t("hr.person.active") : t("hr.person.inactive")),
    }),
    col.accessor("documentExpiring", {
      id: "documents",
      header: t("people.list.documents"),
      cell: (c) =>
        c.getValue() ? (
          <span data-expiring="true" title={t("people.list.document_expiring")}>
            ⚠ {t("people.list.document_expiring")}
          </span>
        ) : null,
    }),
    ...(editPath
      ? [
          col.display({
            id: "edit",
            header: t("people.list.edit"),
            cell: (c) => (
              // a plain link the table's one click handler navigates without prefetching, as the Link did (data-table-link): the rows stay markup (staticRows)
              <a href={editPath(c.row.original.id)} aria-label={t("people.list.edit_person", { name: c.row.original.name })} data-table-link="">
                {t("people.list.edit")}
              </a>
            ),
          }),
        ]
      : []),
  ];
}
