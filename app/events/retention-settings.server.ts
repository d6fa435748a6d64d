// How long personal data that is not an event is kept (issue 39, ADR-0125). Each rule is a setting
// of the deployment (an environment variable) with a default; a value that cannot be read stops the
// job with its name, it is never replaced by a guess.
export interface RetentionSettings {
  /** sign-in attempts (their address and username) are deleted after this many days (default 90) */
  signInAttemptDays: number;
  /** the address a sent notification mail went to is blanked this many days after it was sent (default 90) */
  sentMailAddressDays: number;
  /** the file log names who uploaded, renamed or moved a file as long as the file exists ("file"), or for ever ("forever") */
  fileLogNames: "file" | "forever";
}

export const RETENTION_DEFAULTS: RetentionSettings = { signInAttemptDays: 90, sentMailAddressDays: 90, fileLogNames: "file" };

function days(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 3650) throw new Error(`${name} must be a whole number of days between 1 and 3650, not "${raw}"`);
  return n;
}

/** The retention settings of this deployment, from the environment, with the defaults of ADR-0125. */
export function retentionSettings(env: Record<string, string | undefined> = process.env): RetentionSettings {
  const names = env.CANTIERE_RETENTION_FILE_LOG_NAMES;
  if (names !== undefined && names !== "" && names !== "file" && names !== "forever") throw new Error(`CANTIERE_RETENTION_FILE_LOG_NAMES must be "file" or "forever", not "${names}"`);
  return {
    signInAttemptDays: days(env, "CANTIERE_RETENTION_SIGN_IN_DAYS", RETENTION_DEFAULTS.signInAttemptDays),
    sentMailAddressDays: days(env, "CANTIERE_RETENTION_SENT_MAIL_DAYS", RETENTION_DEFAULTS.sentMailAddressDays),
    fileLogNames: names === "forever" ? "forever" : "file",
  };
}
