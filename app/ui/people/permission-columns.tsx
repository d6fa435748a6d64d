// The columns of the permission list (people with their role and capability flags).
import { createColumnHelper } from "@tanstack/react-table";
import type { TFunction } from "i18next";

export interface PermissionRowView {
  id: number;
  name: string;
  username: string;
  company: string;
  role: string;
  capabilities: readonly string[];
  active: boolean;
}

const col = createColumnHelper<PermissionRowView>();

export function permissionColumns(t: TFunction) {
  return [
    col.accessor("name", {
      id: "name",
      header: t("permission.list.name"),
      enableSorting: true,
      meta: { rowLink: true },
      cell: (c) => (c.row.original.active ? c.getValue() : `${c.getValue()} (${t("permission.inactive")})`),
    }),
    col.accessor("username", { id: "username", header: t("login.username") }),
    col.accessor("company", { id: "company", header: t("profile.company"), enableSorting: true }),
    col.accessor("role", { id: "role", header: t("profile.role"), enableSorting: true, cell: (c) => (c.getValue() && c.getValue() !== "—" ? t(`access_names.roles.${c.getValue()}`) : "—") }),
    col.accessor("capabilities", {
      id: "capabilities",
      header: t("permission.list.capabilities"),
      meta: { wrap: true },
      cell: (c) => c.getValue().map((k) => t(`access_names.capabilities.${k}`)).join(", "),
    }),
  ];
}
