// Icons inlined by the server (ADR-0076): each is an SVG with its paths, hidden from screen readers;
// the text beside it (or the control's accessible name) says what it is. The shell's menu draws its
// icons once in a sprite (<symbol>) and refers to them with <use>, so the side menu and the phone
// drawer do not carry the same paths twice.
import { ICONS, type IconName } from "./icon-data";
import { spriteIcon } from "./icon.css";

export type { IconName };

const svgProps = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

/** One icon with its paths inline. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return <svg {...svgProps} width={size} height={size} className={className} dangerouslySetInnerHTML={{ __html: ICONS[name] }} />;
}

/** The icons a page refers to with <SpriteIcon>, drawn once. */
export function IconSprite({ names }: { names: IconName[] }) {
  const html = [...new Set(names)].map((n) => `<symbol id="i-${n}" viewBox="0 0 24 24">${ICONS[n]}</symbol>`).join("");
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: "absolute" }}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** An icon of the page's sprite. */
export function SpriteIcon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  // the symbol brings its viewBox; the strokes come from the stylesheet (spriteIcon)
  return (
    <svg width={size} height={size} className={className ? `${spriteIcon} ${className}` : spriteIcon} aria-hidden="true" focusable="false">
      <use href={`#i-${name}`} />
    </svg>
  );
}

/** A menu entry's icon, by its path (the longest known prefix); an entry of a new area gets a neutral dot until it names one here. */
const MENU_ICONS: [string, IconName][] = [
  ["/app/sites/sites/favourites", "star"],
  ["/app/sites/sites", "building-2"],
  ["/app/file-log", "folder-clock"],
  ["/app/profile/dashboard", "user"],
  ["/app/profile/settings", "settings"],
  ["/app/profile/calendar", "calendar"],
  ["/app/profile/stamping", "clock"],
  ["/app/profile/leaves", "calendar-off"],
  ["/app/profile/expenses", "receipt"],
  ["/app/hr/users", "users"],
  ["/app/hr/absences", "calendar-range"],
  ["/app/hr/leave-requests", "calendar-check"],
  ["/app/hr/stamps", "timer"],
  ["/app/hr/festivities", "party-popper"],
  ["/app/hr/working-hours", "clock-3"],
  ["/app/hr/approval-rules", "shield-check"],
  ["/app/hr/expense-requests", "wallet"],
  ["/app/hr/payroll", "clipboard-list"],
  ["/app/admin/users", "user-cog"],
  ["/app/admin/support-requests", "life-buoy"],
  ["/app/permission", "shield-check"],
  ["/app/audit", "scroll-text"],
  ["/app/admin/tools", "hammer"],
  ["/app/profile/tools", "wrench"],
  ["/app/profile/delegations", "users"],
  ["/app/profile/delegated-approvals", "users"],
  ["/app/admin/checklists", "clipboard-check"],
  ["/app/admin/checklist-requests", "clipboard-list"],
  ["/app/notifications", "bell"],
  // HR's dashboard: only the exact path (every /app/hr/… screen has its own icon above)
  ["/app/hr", "layout-dashboard"],
];

export function menuIcon(path: string): IconName {
  return MENU_ICONS.find(([p]) => path === p || path.startsWith(`${p}/`))?.[1] ?? "circle-dot";
}
