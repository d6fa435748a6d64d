// How the tool manager names things on screen: a seeded category by its translated code, any other
// by its name; units, currencies and document types translated.
import type { TFunction } from "i18next";

export const TOOLS_PATH = "/app/admin/tools";
export const toolPath = (id: number) => `${TOOLS_PATH}/${id}`;

export function categoryLabel(t: TFunction, c: { name: string; code: string | null }): string {
  return c.code ? t(`tools.category_codes.${c.code}`) : c.name;
}
