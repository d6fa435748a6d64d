// The notifications page's two forms (mark-notification-read, mark-all-notifications-read). Pure;
// the browser and the command action read the same schema.
import { z } from "zod";


const id = (message: string) => z.string({ required_error: message }).trim().regex(/^\d{1,15}$/, message).transform(Number);

/** The other notices of a line of identical ones ("12,13,14"), read with it; at most a page's worth. */
const alsoIds = z
  .string()
  .trim()
  .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, "errors.not_found")
  .transform((v) => v.split(",").map(Number))
  .optional();

/** One notification read (and the identical ones shown with it): its id (digits; another's or an unknown one is a 404). */
export const markReadSchema = z.object({ notificationId: id("errors.not_found"), alsoIds, commandId: z.string().optional() });

/** All read: up to the newest notification the page showed (a newer one arriving meanwhile stays unread). */
export const markAllReadSchema = z.object({ upTo: id("errors.not_found"), commandId: z.string().optional() });
