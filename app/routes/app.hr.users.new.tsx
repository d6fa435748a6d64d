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

/** An empty person form: the roles the user may give, their companies. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return personFormLoader(request, user, null);
}

/** Registers the person with their account (createPerson), or answers a phone-row or role intent. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await authorizePost(request, handle);
  return personFormAction(request, user, null, HR_PERSON_PATHS);
}

export default function HrNewUser() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <section className={`${s.card} ${f.page}`}>
      <p>
        <Link to={HR_PERSON_PATHS.list}>← {t("hr.users.list.title")}</Link>
      </p>
      <h1 className={s.heading}>{d.heading}</h1>
      <PersonForm {...d} links={{ cancel: HR_PERSON_PATHS.list, sites: null, documents: null }} lastResult={actionData?.result} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];
