import { PUBLIC, type Policy } from "~/domain/access/policy";
import { redirect } from "@remix-run/node";

export const handle: { policy: Policy } = { policy: { get: PUBLIC } };

export const loader = () => redirect("/app");
