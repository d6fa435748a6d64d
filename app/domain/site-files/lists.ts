// The file log's actions, without zod: the log page reads them in the browser; the events build on them.

/** The actions of the file log, by event type. */
export const FILE_LOG_ACTIONS = ["upload", "rename", "move", "create-folder", "delete-file", "delete-folder"] as const;
export type FileLogAction = (typeof FILE_LOG_ACTIONS)[number];
