import { AVATAR_PALETTE, avatar } from "./avatar.css";

/** Up to two initials: the first letters of the first two words ("Residenza Lugano A" → "RL"). */
export function initialsOf(text: string): string {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join("")
    .toLocaleUpperCase("it-CH");
}

/** A stable colour per text, so the same record always has the same circle. */
export function colourIndexOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h % AVATAR_PALETTE.length;
}

/** Initials in a coloured circle; decorative, the text beside it carries the name. */
export function InitialsAvatar({ text }: { text: string }) {
  return (
    <span className={avatar[colourIndexOf(text)]} aria-hidden="true">
      {initialsOf(text)}
    </span>
  );
}
