-- Rebuilding the notifications from zero without announcing history again (issue 18, ADR-0089):
-- a notification stored by a rebuild for an event older than the rebuild's start is born read and
-- gets no e-mail. `notification_rebuild` holds the one cut-off (the newest event the gated reader
-- could read when the rebuild began); events after it are told as usual.
ALTER TABLE notification ADD COLUMN born_read boolean NOT NULL DEFAULT false;

CREATE TABLE notification_rebuild (
  id               smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  started_at       timestamptz NOT NULL,
  history_tx_id    xid8 NOT NULL,
  history_position bigint NOT NULL
);
