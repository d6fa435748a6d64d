// The dashboard's quick add (spec §2): title, text and photos, posted to the journal's new-post
// page (which shows a refused form again with its values).
import { useTranslation } from "~/i18n/react";
import * as ss from "../sites/sites.css";
import { EntryForm } from "./entry-form";

export function JournalQuickAdd({ siteId, commandId }: { siteId: number; commandId: string }) {
  const { t } = useTranslation();
  return (
    <section className={ss.section} aria-labelledby="site-journal-quick-add">
      <h2 id="site-journal-quick-add" className={ss.sectionTitle}>
        {t("journal.quick_add")}
      </h2>
      <EntryForm
        id="journal-quick-add"
        intent="write-journal-entry"
        action={`/app/sites/sites/${siteId}/journal/new`}
        defaults={{ title: "", description: "" }}
        commandId={commandId}
        lastResult={undefined}
        compact
      />
    </section>
  );
}
