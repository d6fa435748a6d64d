// The notifications page's two forms (mark-notification-read, mark-all-notifications-read). Pure;
// the browser and the command action read the same schema.
import { z } from "zod";


const id = (message: string) => z.string({ required_error: message }).trim().regex(/^\d{1,15}$/, message).transform(Number);

/** One notification read: its id (digits; another's or an unknown one is a 404). */
export const markReadSchema = z.object({ notificationId: id("errors.not_found"), commandId: z.string().optional() });

/** All read: up to the newest notification the page showed (a newer one arriving meanwhile stays unread). */
export const markAllReadSchema = z.object({ upTo: id("errors.not_found"), commandId: z.string().optional() });
