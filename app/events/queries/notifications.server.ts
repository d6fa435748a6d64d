// The notifications of one person (the bell's count, /app/notifications) and their toggles (the
// profile's settings), read from the notification table and the inline projections (ADR-0084).
import type { Queryable } from "~/db.server";
import { completeChannels, type TopicChannels } from "~/domain/notification/topics";

export interface NotificationItem {
  id: number;
  kind: string;
  topic: string;
  link: string;
  params: Record<string, string | number>;
  createdAt: string;
  read: boolean;
}

/** How many of the person's in-app notifications are unread (one indexed count); history a rebuild stored is born read (ADR-0089). */
export async function unreadCount(db: Queryable, personId: number): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    SELECT count(*)::int AS n FROM notification n
    LEFT JOIN notification_read r ON r.person_id = n.person_id
    WHERE n.person_id = ${personId} AND n.in_app AND NOT n.born_read
      AND n.id > coalesce(r.read_up_to, 0) AND NOT coalesce(r.read_ids @> to_jsonb(n.id), false)`;
  return row?.n ?? 0;
}

/** The person's newest in-app notifications, newest first, each with whether it was read. */
export async function notificationsOf(db: Queryable, personId: number, limit = 100): Promise<NotificationItem[]> {
  const rows = await db<{ id: string; kind: string; topic: string; link: string; params: Record<string, string | number>; created_at: Date; read: boolean }[]>`
    SELECT n.id, n.kind, n.topic, n.link, n.params, n.created_at,
           (n.born_read OR n.id <= coalesce(r.read_up_to, 0) OR coalesce(r.read_ids @> to_jsonb(n.id), false)) AS read
    FROM notification n LEFT JOIN notification_read r ON r.person_id = n.person_id
    WHERE n.person_id = ${personId} AND n.in_app
    ORDER BY n.id DESC LIMIT ${limit}`;
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, topic: r.topic, link: r.link, params: r.params, createdAt: r.created_at.toISOString(), read: r.read }));
}

/** Whether the notification is the person's own (in-app): a mark-read of anything else is a 404. */
export async function isOwnNotification(db: Queryable, personId: number, notificationId: number): Promise<boolean> {
  const [row] = await db<{ one: number }[]>`SELECT 1 AS one FROM notification WHERE id = ${notificationId} AND person_id = ${personId} AND in_app`;
  return Boolean(row);
}


/** The person's toggles per topic and mail language (every topic on before they change any). */
export async function preferencesOf(db: Queryable, personId: number): Promise<{ channels: TopicChannels; language: string | null }> {
  const [row] = await db<{ channels: TopicChannels; language: string | null }[]>`
    SELECT channels, language FROM notification_preference WHERE person_id = ${personId}`;
  return { channels: completeChannels(row?.channels), language: row?.language ?? null };
}
