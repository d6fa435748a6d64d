// A site's picture where the lists, the grid and the dashboard show it: its thumbnail (a signed
// link), or the site's initials when it has none. Decorative beside the title that names the site.
import { InitialsAvatar } from "../avatar";
import * as t from "./site-team.css";

export function SitePicture({ title, url, size = 32 }: { title: string; url: string | null; size?: number }) {
  return url ? <img src={url} alt="" width={size} height={size} className={t.photo} loading="lazy" /> : <InitialsAvatar text={title} />;
}
