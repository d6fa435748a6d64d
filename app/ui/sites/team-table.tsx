// A site's team as a table: avatar, name, company, project function, e-mail, phone; an edit link
// to the person's record where the loader allows it, and remove (a link to the confirmation step,
// `?remove=<personId>`, that works without JavaScript) for whoever keeps the team (update sites or update hr, mayManageTeam).
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { InitialsAvatar } from "../avatar";
import { EmailAddress } from "../email-address";
import * as t from "./site-team.css";
import { StackTable } from "~/ui/table/stack-table";

export interface TeamMemberView {
  personId: number;
  name: string;
  company: string;
  projectFunction: string;
  email: string;
  phone: string;
  /** a signed link to the avatar's thumbnail; null: initials */
  avatarUrl: string | null;
  /** the person's record (update hr, within the user's companies); null: no link */
  editHref: string | null;
  /** the person is one the user may take off the team (within the user's companies): no remove link for the others, which the server would refuse */
  removable: boolean;
}

export function MemberAvatar({ m }: { m: Pick<TeamMemberView, "name" | "avatarUrl"> }) {
  return m.avatarUrl ? <img src={m.avatarUrl} alt="" width={32} height={32} className={t.photo} loading="lazy" /> : <InitialsAvatar text={m.name} />;
}

export function TeamTable({ members, removeHref }: { members: TeamMemberView[]; removeHref: ((personId: number) => string) | null }) {
  const { t: tr } = useTranslation();
  if (members.length === 0) return <p>{tr("sites.team.empty")}</p>;
  const withActions = (removeHref !== null && members.some((m) => m.removable)) || members.some((m) => m.editHref);
  return (
    <div className={t.tableWrap}>
      <StackTable className={t.table} aria-label={tr("sites.team.title")}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{tr("sites.team.columns.avatar")}</span>
            </th>
            <th scope="col">{tr("sites.team.columns.name")}</th>
            <th scope="col">{tr("sites.team.columns.company")}</th>
            <th scope="col">{tr("sites.team.columns.function")}</th>
            <th scope="col">{tr("sites.team.columns.email")}</th>
            <th scope="col">{tr("sites.team.columns.phone")}</th>
            {withActions ? <th scope="col">{tr("sites.team.columns.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.personId} data-person={m.personId}>
              <td>
                <MemberAvatar m={m} />
              </td>
              <td>{m.name}</td>
              <td>{m.company}</td>
              <td>{tr(`sites.functions.${m.projectFunction}`)}</td>
              <td>
                {m.email ? (
                  <a href={`mailto:${m.email}`}>
                    <EmailAddress address={m.email} />
                  </a>
                ) : (
                  "—"
                )}
              </td>
              <td>{m.phone ? <a href={`tel:${m.phone.replace(/\s+/g, "")}`}>{m.phone}</a> : "—"}</td>
              {withActions ? (
                <td>
                  <span className={t.actions}>
                    {m.editHref ? (
                      <Link to={m.editHref} aria-label={tr("sites.team.edit_person", { name: m.name })}>
                        {tr("sites.team.edit")}
                      </Link>
                    ) : null}
                    {removeHref && m.removable ? (
                      <Link to={removeHref(m.personId)} aria-label={tr("sites.team.remove_person", { name: m.name })}>
                        {tr("sites.team.remove")}
                      </Link>
                    ) : null}
                  </span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </StackTable>
    </div>
  );
}
