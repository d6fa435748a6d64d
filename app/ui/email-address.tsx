// An e-mail address as text, wrapped only where a reader expects it: after the "@" and before each
// "." and "-" (`<wbr>` there, and a hyphen kept with what follows it), never inside a name, so a
// narrow column shows "worker@cantiere" / "-group.ch" and not "worker@cantier" / "e-group.ch". The
// text is the address itself (copied, searched and read out whole); a part longer than its line
// still breaks where it must (the column's overflow-wrap) rather than leave its box.
import { Fragment } from "react";
import * as e from "./email-address.css";

/** The address cut where a line may break: after "@", before "." and "-" ("worker@", "cantiere", "-group", ".ch"). */
export function emailParts(address: string): string[] {
  return address.split(/(?<=@)|(?=[.-])/).filter((p) => p !== "");
}

/** The address as text in a page (put it inside a mailto link where it is one); marked `data-email` for the look check. */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span data-email="">
      {emailParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part.startsWith("-") ? (
            <>
              <span className={e.joined}>{part.slice(0, 2)}</span>
              {part.slice(2)}
            </>
          ) : (
            part
          )}
        </Fragment>
      ))}
    </span>
  );
}
