// A person's record page (HR's and the administrator's): the header with the tabs, the activation
// confirmation when asked for, and the record.
import type { SubmissionResult } from "@conform-to/react";
import { HeldTools, type HeldToolRow } from "../tools/held-tools";
import * as h from "~/ui/history/history.css";
import { HistoryLink } from "~/ui/history/history-link";
import { SignInHistory, type SignInRowView } from "./sign-in-history";
import type { HrPersonView } from "./person-view";
import { ActivationConfirm, PersonView } from "./person-view";
import { EraseConfirm } from "./erase-confirm";
import { PersonHeader, type PersonHeaderView } from "./person-header";
import { PERSON_PATHS, type PersonArea } from "./person-paths";

export interface PersonProfilePageData {
  area: PersonArea;
  header: PersonHeaderView;
  tabs: { to: string; label: string; end: boolean }[];
  back: { to: string; label: string };
  person: HrPersonView;
  canEdit: boolean;
  /** the reader may erase the person (an administrator, not themselves) */
  canErase: boolean;
  confirm: ProfileIntent | null;
  /** the tools the person holds (null: the reader does not read the tool manager) */
  heldTools: HeldToolRow[] | null;
  /** the person's sign-ins (null: the reader does not read the audit) */
  signIns: { rows: SignInRowView[]; total: number } | null;
  commandId: string;
}

type ProfileIntent = "deactivate-person" | "reactivate-person" | "erase-person";

export function PersonProfilePage({ d, failed }: { d: PersonProfilePageData; failed: { intent: ProfileIntent | null; result: SubmissionResult<string[]> } | undefined }) {
  const paths = PERSON_PATHS[d.area];
  // a refused confirmation comes back with its errors; otherwise the step the URL asked for
  const confirm = failed?.intent ?? d.confirm;
  return (
    <div className={h.page}>
      <PersonHeader person={d.header} tabs={d.tabs} back={d.back} />
      {confirm === "erase-person" && d.canErase ? (
        <EraseConfirm commandId={d.commandId} version={d.person.version} cancelTo={paths.profile(d.person.id)} lastResult={failed?.result} />
      ) : confirm && confirm !== "erase-person" && d.canEdit ? (
        <ActivationConfirm intent={confirm} commandId={d.commandId} version={d.person.version} cancelTo={paths.profile(d.person.id)} lastResult={failed?.result} />
      ) : null}
      <PersonView person={d.person} name={d.header.name} canEdit={d.canEdit} canErase={d.canErase} paths={paths} />
      {d.heldTools ? <HeldTools rows={d.heldTools} linked /> : null}
      {d.signIns ? (
        <p>
          <HistoryLink streamType="person" id={d.person.id} />
        </p>
      ) : null}
      {d.signIns ? <SignInHistory rows={d.signIns.rows} total={d.signIns.total} /> : null}
    </div>
  );
}
