// A person's sign-ins on their record page, for administrators and auditors (issue 18): when, from
// which address, and whether it succeeded (and why not). The loader sends every value formatted.
import { useTranslation } from "~/i18n/react";
import * as p from "../page.css";
import * as h from "../history/history.css";
import { StackTable } from "~/ui/table/stack-table";

export interface SignInRowView {
  /** DD.MM.YYYY HH:mm:ss, Zurich */
  when: string;
  address: string;
  succeeded: boolean;
  reason: string | null;
}

export function SignInHistory({ rows, total }: { rows: SignInRowView[]; total: number }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sign-ins-title">
      <h2 id="sign-ins-title">{t("audit.sign_ins.title")}</h2>
      {rows.length === 0 ? (
        <p>{t("audit.sign_ins.none")}</p>
      ) : (
        <>
          {total > rows.length ? <p className={h.muted}>{t("audit.sign_ins.latest", { shown: rows.length, total })}</p> : null}
          <div className={p.tableWrap} role="region" aria-labelledby="sign-ins-title" tabIndex={0}>
            <StackTable className={p.table}>
              <thead>
                <tr>
                  <th scope="col">{t("audit.sign_ins.when")}</th>
                  <th scope="col">{t("audit.sign_ins.address")}</th>
                  <th scope="col">{t("audit.sign_ins.result")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i} data-sign-in={r.succeeded ? "success" : "failure"}>
                    <td>{r.when}</td>
                    <td>{r.address}</td>
                    <td>
                      {r.succeeded
                        ? t("audit.sign_ins.success")
                        : t("audit.sign_ins.failure", { reason: t(`audit.sign_ins.reason.${r.reason ?? "unknown"}`, { defaultValue: r.reason ?? "" }) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </StackTable>
          </div>
        </>
      )}
    </section>
  );
}
