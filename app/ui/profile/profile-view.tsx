// The person's own profile, read-only: identity, contacts with their phones, work, the employee
// record (when the person keeps one) and their legal documents. Values arrive formatted.
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { EmailAddress } from "../email-address";
import * as p from "./profile.css";

/** One label (a translation key) and its value, "email" when it is an address (wrapped only at its separators); a field the person's role hides is left out by the loader. */
export type FieldRow = readonly [key: string, value: string, kind?: "email"];

export interface ProfileSections {
  identity: FieldRow[];
  contacts: FieldRow[];
  phones: { number: string; type: string }[];
  work: FieldRow[];
  /** null: the person keeps no employee record (WORKER, NO_STAMPINGLOG) */
  employee: FieldRow[] | null;
  documents: { id: string; title: string; number: string | null; expires: string | null }[];
}

function Fields({ rows }: { rows: readonly FieldRow[] }) {
  const { t } = useTranslation();
  return (
    <dl className={p.fields}>
      {rows.map(([k, value, kind]) => (
        <div key={k} style={{ display: "contents" }} data-field={k}>
          <dt className={p.fieldLabel}>{t(k)}</dt>
          <dd className={p.fieldValue}>{kind === "email" ? <EmailAddress address={value} /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={p.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProfileView({ sections }: { sections: ProfileSections }) {
  const { t } = useTranslation();
  return (
    <>
      <Section id="profile-identity" title={t("own_profile.sections.identity")}>
        <Fields rows={sections.identity} />
      </Section>
      <Section id="profile-contacts" title={t("own_profile.sections.contacts")}>
        <Fields rows={sections.contacts} />
        <h3 className={p.subtitle}>{t("own_profile.sections.phones")}</h3>
        {sections.phones.length === 0 ? (
          <p>{t("own_profile.no_phones")}</p>
        ) : (
          <ul className={p.list} data-field="phones">
            {sections.phones.map((ph, i) => (
              <li key={i}>
                {ph.number} ({ph.type})
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="profile-work" title={t("own_profile.sections.work")}>
        <Fields rows={sections.work} />
      </Section>
      {sections.employee ? (
        <Section id="profile-employee" title={t("own_profile.sections.employee")}>
          <Fields rows={sections.employee} />
        </Section>
      ) : null}
      <Section id="profile-documents" title={t("own_profile.sections.documents")}>
        {sections.documents.length === 0 ? (
          <p>{t("own_profile.no_documents")}</p>
        ) : (
          <ul className={p.list} data-field="documents">
            {sections.documents.map((d) => (
              <li key={d.id}>
                {d.title}
                {d.number ? ` (${d.number})` : ""} – {d.expires ? t("own_profile.document_expires", { date: d.expires }) : t("own_profile.document_no_expiry")}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
