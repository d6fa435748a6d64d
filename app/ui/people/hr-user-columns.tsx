// The columns of HR's people list. Values come formatted from the loader.
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";

export interface HrUserRowView {
  id: number;
  name: string;
  username: string;
  company: string;
  role: string;
  active: boolean;
}

const col = createColumnHelper<HrUserRowView>();

export function hrUserColumns(t: TFunction) {
  return [
    col.accessor("name", { id: "name", header: t("hr.users.list.columns.name"), enableSorting: true, meta: { rowLink: true } }),
    col.accessor("username", { id: "username", header: t("login.username") }),
    col.accessor("company", { id: "company", header: t("profile.company"), enableSorting: true }),
    col.accessor("role", { id: "role", header: t("profile.role"), enableSorting: true }),
    col.accessor("active", {
      id: "active",
      header: t("hr.users.list.columns.status"),
      cell: (c) => (c.getValue() ? t("hr.person.active") : t("hr.person.inactive")),
    }),
  ];
}
