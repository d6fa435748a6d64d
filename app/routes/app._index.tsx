import { Logo } from "~/ui/logo";
import * as s from "~/ui/shell.css";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";

export const handle: { policy: Policy } = { policy: { get: SIGNED_IN } };

/** /app alone: the faded logo page. */
export default function AppHome() {
  return (
    <div className={s.centered} style={{ minHeight: "60vh" }}>
      <Logo className={s.fadedLogo} />
    </div>
  );
}
