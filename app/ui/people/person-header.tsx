// The head of every page about one person in HR: their name, company and role, and the tab bar
// (app/ui/people/person-tabs.ts). The loader sends the tabs this user may open.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Tabs } from "../tabs";
import * as l from "../leave/leave.css";

export interface PersonHeaderView {
  id: number;
  name: string;
  company: string;
  role: string | null;
  active: boolean;
}

export function PersonHeader({
  person,
  tabs,
  back = { to: "/app/hr/users/list", label: "hr.users.list.title" },
}: {
  person: PersonHeaderView;
  tabs: { to: string; label: string; end: boolean }[];
  /** the list this person's pages lead back to; HR's by default */
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <div>
      <p>
        <Link to={back.to}>← {t(back.label)}</Link>
      </p>
      <div className={l.header}>
        <h1 className={l.title}>{person.name}</h1>
        <p className={l.muted}>
          {person.company} · {person.role ? t(`access_names.roles.${person.role}`) : "—"}
          {person.active ? null : ` · ${t("hr.person.inactive")}`}
        </p>
      </div>
      <Tabs label="hr.person.tabs.label" tabs={tabs} />
    </div>
  );
}
