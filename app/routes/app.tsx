import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { menuFor } from "~/domain/access/menu";
import { sitePagesFor } from "~/domain/site/site-pages";
import { can } from "~/domain/access/permissions";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";
import { nowMs } from "~/clock.server";
import { AppShell } from "~/ui/app-shell";
import { ErrorPage } from "~/ui/error-page";
import { newCommandId } from "~/http/command-ids.server";
import { personName } from "~/domain/person/name";
import { fileStore } from "~/storage/index.server";
import { unreadCount } from "~/events/queries/notifications.server";
import { getSql } from "~/runtime.server";

// one formatter for every request (making one costs about 0.3 ms)
const yearFormat = new Intl.DateTimeFormat("en", { timeZone: "Europe/Zurich", year: "numeric" });

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: SIGNED_IN } };

/** Everything under /app needs a session; the shell shows only what the user's rights allow. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return {
    user: {
      id: user.id,
      name: personName(user),
      initials: `${user.firstName.trim()[0] ?? ""}${user.lastName.trim()[0] ?? ""}`,
      // the key came with the session's own row: a signature (an HMAC), no query
      avatarUrl: user.avatarThumbnailKey ? await fileStore().signedUrl(user.avatarThumbnailKey) : null,
      role: user.role,
      companyCode: user.companyCode,
      // the card leads to the profile only for those who have one (a single-right person has none, ADR-0117)
      hasProfile: can(user.access, "read", "profile"),
    },
    menu: menuFor(user.access).map(({ group, label, path }) => ({ group, label, path })),
    // a site's tabs show only the pages that answer this person (no dead links; SITE_PAGE_RULES)
    sitePages: sitePagesFor(user.access),
    version: process.env.CANTIERE_VERSION ?? "0.1.0",
    supportCommandId: newCommandId(),
    year: Number(yearFormat.format(nowMs())),
    // the bell's count, rendered by the server (issue 18): everyone who has a profile has notifications
    unread: can(user.access, "read", "profile") ? await unreadCount(await getSql(), user.id) : null,
  };
}

export default function AppLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <AppShell user={data.user} menu={data.menu} year={data.year} version={data.version} supportCommandId={data.supportCommandId} unread={data.unread}>
      <Outlet />
    </AppShell>
  );
}

/**
 * A page under /app that failed (403, 404, 409, 500 …): the translated status page inside the
 * shell, so the menu stays; without the shell's data (its own loader failed) a page of its own.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/app");
  if (!data) return <ErrorPage error={error} isRouteError={isRouteErrorResponse(error)} />;
  return (
    <AppShell user={data.user} menu={data.menu} year={data.year} version={data.version} supportCommandId={data.supportCommandId} unread={data.unread}>
      <ErrorPage error={error} isRouteError={isRouteErrorResponse(error)} inShell />
    </AppShell>
  );
}
