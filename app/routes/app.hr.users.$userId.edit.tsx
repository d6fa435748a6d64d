import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { authorizeGet, authorizePost } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import * as s from "~/ui/shell.css";
import { PersonForm } from "~/ui/people/person-form";
import * as f from "~/ui/people/person-form.css";
import { personFormAction, personFormLoader } from "~/ui/people/person-form.server";
import { HR_PERSON_PATHS } from "~/ui/people/person-paths";

export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "hr.users.list.title",
  policy: { get: anyOf(["update", "hr"]), post: anyOf(["update", "hr"]) },
};

/** The person's record in the form; another company's person, like an unknown one, is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return personFormLoader(request, user, params.userId);
}

/** Saves the whole form (editPerson), or answers a phone-row or role intent. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  return personFormAction(request, user, params.userId, HR_PERSON_PATHS);
}

export default function HrEditUser() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const id = d.personId ?? 0;
  return (
    <section className={`${s.card} ${f.page}`}>
      <p>
        <Link to={HR_PERSON_PATHS.profile(id)}>← {t("people.form.back_to_person")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <PersonForm
        {...d}
        links={{ cancel: HR_PERSON_PATHS.profile(id), sites: HR_PERSON_PATHS.sites(id), documents: HR_PERSON_PATHS.documents(id) }}
        lastResult={actionData?.result}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
