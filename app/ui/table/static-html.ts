// A list's rows as HTML without React's renderer (issue 40, ADR-0145). The rows of a `staticRows`
// table are never hydrated (the browser keeps the server's <tbody>, ADR-0095), so on the server
// they need only their markup: this writes it straight from the cells' elements, about ten times
// cheaper than React's streaming renderer walking the same ~20 elements a row.
//
// It knows the small part of React DOM that rows use (host elements, fragments, hook-free function
// components, the attributes below) and writes it as `renderToStaticMarkup`
// does — `static-html.unit.test.tsx` compares the two. Anything else (a class or context component,
// a style object, a select's value, an attribute it does not know) throws `Unsupported`, and the
// table renders its rows through React as before: an unknown case costs time, never a wrong page.
import type { ReactNode } from "react";

export class Unsupported extends Error {}

const FRAGMENT = Symbol.for("react.fragment");
const ELEMENT = Symbol.for("react.element");

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** elements whose content or value React writes in its own way (selected options, a textarea's value) */
const SPECIAL = new Set(["select", "option", "textarea", "script", "style", "html", "head", "body", "title", "noscript"]);

/** React's names for attributes whose DOM name differs, among those the rows use */
const RENAMED: Record<string, string> = {
  className: "class",
  htmlFor: "for",
  tabIndex: "tabindex",
  rowSpan: "rowspan",
  crossOrigin: "crossorigin",
  acceptCharset: "accept-charset",
  httpEquiv: "http-equiv",
  strokeWidth: "stroke-width",
  strokeLinecap: "stroke-linecap",
  strokeLinejoin: "stroke-linejoin",
  fillRule: "fill-rule",
  clipRule: "clip-rule",
  xlinkHref: "xlink:href",
  // React writes these as they are spelt (the browser's HTML parser lowercases them)
  viewBox: "viewBox",
  colSpan: "colSpan",
  dateTime: "dateTime",
  autoComplete: "autoComplete",
  maxLength: "maxLength",
  encType: "encType",
  inputMode: "inputMode",
};
/** true → `name=""`, false → nothing (React's BOOLEAN and OVERLOADED_BOOLEAN attributes the rows may use) */
const BOOLEAN = new Set(["hidden", "disabled", "checked", "selected", "multiple", "readOnly", "required", "open", "noValidate", "async", "defer", "download"]);
/** true/false written as "true"/"false" (React's BOOLEANISH_STRING) */
const BOOLEANISH = new Set(["draggable", "spellCheck", "contentEditable", "focusable"]);
/** props React never writes as attributes */
const SKIPPED = new Set(["children", "key", "ref", "suppressHydrationWarning", "suppressContentEditableWarning", "dangerouslySetInnerHTML"]);

const ESCAPE = /["'&<>]/;
/** React's escapeTextForBrowser: the same five characters, the same entities. */
export function escapeHtml(text: string): string {
  if (!ESCAPE.test(text)) return text;
  let out = "";
  let last = 0;
  for (let i = 0; i < text.length; i++) {
    let entity: string;
    switch (text.charCodeAt(i)) {
      case 34:
        entity = "&quot;";
        break;
      case 38:
        entity = "&amp;";
        break;
      case 39:
        entity = "&#x27;";
        break;
      case 60:
        entity = "&lt;";
        break;
      case 62:
        entity = "&gt;";
        break;
      default:
        continue;
    }
    out += text.slice(last, i) + entity;
    last = i + 1;
  }
  return out + text.slice(last);
}

/** How a prop is written, worked out once per prop name. */
type Kind =
  | { k: "skip" }
  | { k: "handler" }
  | { k: "text"; attr: string; booleans: "as-text" | "dropped" }
  | { k: "boolean"; attr: string }
  | { k: "value" }
  | { k: "unsupported" };
const kinds = new Map<string, Kind>();

function kindOf(name: string): Kind {
  let kind = kinds.get(name);
  if (kind) return kind;
  if (SKIPPED.has(name)) kind = { k: "skip" };
  // event handlers are the browser's business: React writes none
  else if (name.length > 2 && name.startsWith("on") && name.charCodeAt(2) >= 65 && name.charCodeAt(2) <= 90) kind = { k: "handler" };
  else if (name.startsWith("aria-") || name.startsWith("data-")) kind = { k: "text", attr: name, booleans: "as-text" };
  else if (BOOLEAN.has(name)) kind = { k: "boolean", attr: name.toLowerCase() };
  else if (BOOLEANISH.has(name)) kind = { k: "text", attr: name === "focusable" ? name : name.toLowerCase(), booleans: "as-text" };
  else if (name === "value") kind = { k: "value" };
  else if (name === "defaultValue" || name === "defaultChecked" || name === "style" || name === "innerHTML") kind = { k: "unsupported" };
  else {
    const attr = RENAMED[name] ?? (/^[a-z][a-z-]*$/.test(name) ? name : null);
    // React drops a boolean on an attribute that takes text (with a warning)
    kind = attr === null ? { k: "unsupported" } : { k: "text", attr, booleans: "dropped" };
  }
  kinds.set(name, kind);
  return kind;
}

/** the elements whose `value` React writes as an attribute */
const VALUE_ATTRIBUTE = new Set(["input", "button", "data", "li", "meter", "progress", "param"]);

function attributes(type: string, props: Record<string, unknown>): string {
  let out = "";
  // an input's checked and value come last, in that order, as React writes them (pushInput)
  const input = type === "input";
  for (const name in props) {
    const value = props[name];
    if (value === null || value === undefined) continue;
    if (input && (name === "checked" || name === "value")) continue;
    let kind = kindOf(name);
    if (kind.k === "skip") continue;
    if (kind.k === "handler") {
      if (typeof value !== "function") throw new Unsupported(`${name} is not a function`);
      continue;
    }
    if (typeof value === "function" || typeof value === "symbol" || typeof value === "object") throw new Unsupported(`${type}'s ${name}`);
    if (kind.k === "value") {
      if (!VALUE_ATTRIBUTE.has(type)) throw new Unsupported(`${type}'s value`);
      kind = { k: "text", attr: "value", booleans: "as-text" };
    }
    switch (kind.k) {
      case "unsupported":
        throw new Unsupported(`attribute ${name}`);
      case "boolean":
        if (value === true) out += ` ${kind.attr}=""`;
        else if (value !== false) {
          // download="file.csv": an overloaded boolean carries its value
          if (name !== "download") throw new Unsupported(`${name}=${String(value)}`);
          out += ` download="${escapeHtml(String(value))}"`;
        }
        break;
      case "text":
        if (typeof value === "boolean" && kind.booleans === "dropped") break;
        out += ` ${kind.attr}="${typeof value === "string" ? escapeHtml(value) : String(value)}"`;
        break;
    }
  }
  if (input) {
    const { checked, value } = props;
    if (checked !== null && checked !== undefined) {
      if (typeof checked !== "boolean") throw new Unsupported(`checked=${String(checked)}`);
      if (checked) out += ' checked=""';
    }
    if (value !== null && value !== undefined) {
      if (typeof value === "function" || typeof value === "symbol" || typeof value === "object") throw new Unsupported("input's value");
      out += ` value="${escapeHtml(String(value))}"`;
    }
  }
  return out;
}

/** The markup of `node`, or null where only React can render it (the writer entry.server provides: app/ui/markup.ts). */
export function markupOrNull(node: ReactNode): string | null {
  try {
    return staticHtml(node);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** The markup of `node` as `renderToStaticMarkup` writes it; throws `Unsupported` where it cannot be sure. */
export function staticHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string") return escapeHtml(node);
  if (typeof node === "number") return String(node);
  if (Array.isArray(node)) {
    let out = "";
    for (const child of node) out += staticHtml(child as ReactNode);
    return out;
  }
  if (typeof node !== "object" || (node as { $$typeof?: unknown }).$$typeof !== ELEMENT) throw new Unsupported(typeof node);
  const { type, props } = node as { type: unknown; props: Record<string, unknown> };
  if (typeof type === "string") {
    if (SPECIAL.has(type) || type.includes("-")) throw new Unsupported(`<${type}>`);
    const open = `<${type}${attributes(type, props)}`;
    if (VOID.has(type)) {
      if (props.children !== undefined && props.children !== null) throw new Unsupported(`children of <${type}>`);
      return `${open}/>`;
    }
    const inner = props.dangerouslySetInnerHTML as { __html?: unknown } | undefined;
    if (inner !== undefined && inner !== null) {
      if (props.children !== undefined && props.children !== null) throw new Unsupported("children beside dangerouslySetInnerHTML");
      return `${open}>${inner.__html === undefined || inner.__html === null ? "" : String(inner.__html)}</${type}>`;
    }
    return `${open}>${staticHtml(props.children as ReactNode)}</${type}>`;
  }
  if (type === FRAGMENT) return staticHtml(props.children as ReactNode);
  if (typeof type === "function") {
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) throw new Unsupported("a class component");
    const out = (type as (p: unknown) => unknown)(props);
    if (out instanceof Promise) throw new Unsupported("an async component");
    return staticHtml(out as ReactNode);
  }
  // memo, forwardRef (a <Link>: its hooks), context, Suspense, lazy: React's to render
  throw new Unsupported("a component React alone can render");
}
