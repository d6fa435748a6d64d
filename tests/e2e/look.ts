// What a person sees on a laid-out page, measured in the page (issue 33): the checks that the width
// alone missed when wide tables were made to fit by breaking words anywhere.
// - a word of letters or digits laid out on more than one line (links and addresses excepted: a URL
//   or an address may wrap at its separators, which split words here anyway);
// - an e-mail address (in a link or not) broken where a reader does not expect it: a line of it may
//   end only after its "@" or before a "." or "-" (app/ui/email-address.tsx), not inside a name;
// - two texts drawn over each other by more than a third of the smaller one (as clipped by their
//   scroll boxes; what floats over the page on purpose, fixed or sticky, is left out);
// - an internal code shown as text (SCREAMING_SNAKE_CASE, an event type name, a role code);
// - a control smaller than 24 × 24 px (WCAG 2.5.8; a link inside running text excepted; a checkbox
//   or radio counts with its label, which presses it too).
import type { Page } from "@playwright/test";
import { ROLES } from "../../app/domain/access/roles";
import { RECORD_TYPES } from "../../app/ui/history/record-types";

export interface Look {
  split: string[];
  overlap: string[];
  codes: string[];
  tiny: string[];
}

/** the codes that must never reach the screen as text: event type names and role codes ("HR" is also a word) */
const CODES = [
  ...new Set([
    ...RECORD_TYPES.flatMap((r) => [...r.eventTypes]),
    ...ROLES.filter((r) => r !== "HR"),
  ]),
];

/** the smallest control (WCAG 2.5.8), less half a pixel for rounding */
const TARGET = 23.5;

export function look(page: Page): Promise<Look> {
  return page.evaluate(
    ({ codes, target }) => {
      const LIMIT = 6;
      // what a person scrolls to is drawn then: content-visibility's skipped rows are laid out for the look
      // (only what `auto` skips: what `hidden` hides stays hidden)
      const unskipped = Array.from(
        document.body.querySelectorAll<HTMLElement>("*")
      ).filter((e) => getComputedStyle(e).contentVisibility === "auto");
      for (const e of unskipped)
        e.style.setProperty("content-visibility", "visible");
      try {
        const vw = document.documentElement.clientWidth;
        const codeSet = new Set(codes);
        const snake = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;
        const word = /[\p{L}\p{N}]+/gu;
        const styles = new Map<Element, CSSStyleDeclaration>();
        const style = (el: Element) => {
          let s = styles.get(el);
          if (!s) styles.set(el, (s = getComputedStyle(el)));
          return s;
        };
        const label = (el: Element, text?: string) => {
          const cls =
            typeof el.className === "string" && el.className
              ? `.${el.className.trim().split(/\s+/)[0]}`
              : "";
          return `${el.tagName.toLowerCase()}${cls} «${(
            text ??
            el.textContent ??
            ""
          )
            .trim()
            .replace(/\s+/g, " ")
            .slice(0, 40)}»`;
        };
        /** the box an element is drawn in: its own, or its parent's when it has none (display: contents) */
        const boxOf = (el: Element | null): DOMRect | null => {
          for (let e = el; e; e = e.parentElement)
            if (style(e).display !== "contents")
              return e.getBoundingClientRect();
          return null;
        };
        /** hidden, or visually hidden (a 1 px clipped box for screen readers), or inside something that is */
        const hidden = new Map<Element, boolean>();
        const isHidden = (el: Element): boolean => {
          const known = hidden.get(el);
          if (known !== undefined) return known;
          const s = style(el);
          let h =
            s.visibility === "hidden" ||
            s.opacity === "0" ||
            s.display === "none";
          if (!h && s.display !== "contents") {
            const r = el.getBoundingClientRect();
            h =
              (r.width <= 2 || r.height <= 2) &&
              (s.overflow !== "visible" ||
                s.clip !== "auto" ||
                s.clipPath !== "none");
          }
          // the content of a closed <details> (all but its summary) is not drawn, though it has boxes
          const up = el.parentElement;
          if (
            !h &&
            up &&
            up.tagName === "DETAILS" &&
            !(up as HTMLDetailsElement).open &&
            el.tagName !== "SUMMARY"
          )
            h = true;
          if (!h && up) h = isHidden(up);
          hidden.set(el, h);
          return h;
        };
        /** the rectangle its scroll boxes leave visible of an element's drawing, null if on a fixed or sticky layer */
        const clips = new Map<Element, DOMRect | null | "float">();
        const clipOf = (el: Element | null): DOMRect | null | "float" => {
          if (!el || el === document.body || el === document.documentElement)
            return null;
          const known = clips.get(el);
          if (known !== undefined) return known;
          const s = style(el);
          let c: DOMRect | null | "float";
          if (s.position === "fixed" || s.position === "sticky") c = "float";
          else {
            const up = clipOf(el.parentElement);
            if (up === "float") c = "float";
            else if (s.overflowX !== "visible" || s.overflowY !== "visible") {
              const r = el.getBoundingClientRect();
              c = up ? intersect(r, up) : r;
            } else c = up;
          }
          clips.set(el, c);
          return c;
        };
        const intersect = (a: DOMRect, b: DOMRect) => {
          const left = Math.max(a.left, b.left);
          const top = Math.max(a.top, b.top);
          return new DOMRect(
            left,
            top,
            Math.max(0, Math.min(a.right, b.right) - left),
            Math.max(0, Math.min(a.bottom, b.bottom) - top)
          );
        };

        const split: string[] = [];
        const breaks: string[] = [];
        /**
         * Where an address's characters (each a text node and an offset) start a new line at a point
         * that is not after its "@" nor before a "." or "-": the address with " / " at its line
         * ends, or null.
         */
        const badBreak = (chars: { node: Text; at: number }[], address: string): string | null => {
          const r = document.createRange();
          let top: number | null = null;
          const ends: number[] = [];
          let bad = false;
          chars.forEach(({ node, at }, i) => {
            r.setStart(node, at);
            r.setEnd(node, at + 1);
            const box = Array.from(r.getClientRects()).find((b) => b.width > 0.5);
            if (!box) return;
            if (top !== null && Math.abs(box.top - top) > 2) {
              ends.push(i);
              if (!(address[i - 1] === "@" || address[i] === "." || address[i] === "-")) bad = true;
            }
            top = box.top;
          });
          if (!bad) return null;
          return ends.reduceRight((s, i) => `${s.slice(0, i)} / ${s.slice(i)}`, address);
        };
        const codesSeen: string[] = [];
        const boxes: { r: DOMRect; node: number; text: string }[] = [];
        const range = document.createRange();
        const walker = document.createTreeWalker(
          document.body,
          NodeFilter.SHOW_TEXT
        );
        let index = 0;
        for (
          let n = walker.nextNode() as Text | null;
          n;
          n = walker.nextNode() as Text | null
        ) {
          const el = n.parentElement;
          const text = n.data;
          if (!el || !/[\p{L}\p{N}]/u.test(text)) continue;
          if (
            el.closest(
              "script, style, noscript, template, svg, code, kbd, pre, option, [data-look-exempt]"
            )
          )
            continue;
          if (isHidden(el)) continue;
          const box = boxOf(el);
          if (!box || box.width === 0 || box.height === 0) continue;
          index++;
          const inLink = Boolean(
            el.closest("a, address, [data-wrap-anywhere]")
          );
          // a part of an address drawn by EmailAddress: the address is checked whole, below
          const inEmail = Boolean(el.closest("[data-email]"));
          // an e-mail address, a URL or a path is an address too: it may wrap at its separators
          // the text's lines: a word can lie on two lines only if its text does (most texts are one
          // line, and measuring each of their words was most of the look's time)
          range.selectNodeContents(n);
          const nodeRects = Array.from(range.getClientRects());
          const tops = nodeRects.filter((r) => r.width > 0.5).map((r) => r.top);
          const multiLine = tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2;
          const addresses = Array.from(
            text.matchAll(/\S*[@/]\S*/g),
            (a) => [a.index!, a.index! + a[0].length] as const
          );
          if (multiLine && !inEmail && breaks.length < LIMIT)
            for (const a of text.matchAll(/[^\s@<>()",;:]+@[^\s@<>()",;:]+/g)) {
              const chars = Array.from({ length: a[0].length }, (_, i) => ({ node: n, at: a.index! + i }));
              const broken = badBreak(chars, a[0]);
              if (broken) breaks.push(`${label(el)}: address broken as “${broken}”`);
            }
          for (const m of text.matchAll(word)) {
            const w = m[0];
            if (
              inEmail ||
              addresses.some(([from, to]) => m.index! >= from && m.index! < to)
            )
              continue;
            if (codeSet.has(w) || snake.test(w)) {
              if (codesSeen.length < LIMIT) codesSeen.push(label(el, w));
            }
            if (w.length < 2 || inLink || !multiLine || split.length >= LIMIT) continue;
            range.setStart(n, m.index!);
            range.setEnd(n, m.index! + w.length);
            const lines = Array.from(range.getClientRects()).filter(
              (r) => r.width > 0.5
            );
            if (
              lines.length > 1 &&
              Math.abs(lines[lines.length - 1].top - lines[0].top) > 2
            )
              split.push(`${label(el)}: “${w}” on ${lines.length} lines`);
          }
          if (
            snake.test(text) &&
            codesSeen.length < LIMIT &&
            !codesSeen.some((c) => c.includes(text.trim().slice(0, 20)))
          )
            codesSeen.push(label(el));
          // the text's lines, as far as its scroll boxes show them
          const clip = clipOf(el);
          if (clip === "float") continue;
          for (const r of nodeRects) {
            const seen = clip ? intersect(r, clip) : r;
            if (
              seen.width > 1 &&
              seen.height > 1 &&
              seen.right > 0 &&
              seen.left < vw
            )
              boxes.push({
                r: seen,
                node: index,
                text: text.trim().slice(0, 30),
              });
          }
        }
        // the addresses EmailAddress draws (a text node for each part): each checked whole
        for (const a of Array.from(document.querySelectorAll("[data-email]"))) {
          if (breaks.length >= LIMIT) break;
          if (isHidden(a)) continue;
          // on one line unless its text's boxes lie at two heights
          range.selectNodeContents(a);
          const tops = Array.from(range.getClientRects()).filter((b) => b.width > 0.5).map((b) => b.top);
          if (tops.length < 2 || Math.max(...tops) - Math.min(...tops) <= 2) continue;
          const chars: { node: Text; at: number }[] = [];
          const parts = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
          for (let t = parts.nextNode() as Text | null; t; t = parts.nextNode() as Text | null)
            for (let i = 0; i < t.data.length; i++) chars.push({ node: t, at: i });
          const address = chars.map(({ node, at }) => node.data[at]).join("");
          const broken = badBreak(chars, address);
          if (broken) breaks.push(`${label(a)}: address broken as “${broken}”`);
        }
        split.push(...breaks.slice(0, Math.max(0, LIMIT - split.length)));

        // the selects' options are read when the select opens
        for (const o of Array.from(
          document.querySelectorAll("select option")
        )) {
          const t = (o.textContent ?? "").trim();
          if (codesSeen.length < LIMIT && (codeSet.has(t) || snake.test(t)))
            codesSeen.push(`option «${t}»`);
        }

        const overlap: string[] = [];
        boxes.sort((a, b) => a.r.top - b.r.top);
        for (let i = 0; i < boxes.length && overlap.length < LIMIT; i++) {
          const a = boxes[i];
          for (
            let j = i + 1;
            j < boxes.length && boxes[j].r.top < a.r.bottom;
            j++
          ) {
            const b = boxes[j];
            if (b.node === a.node) continue;
            const x = intersect(a.r, b.r);
            const area = x.width * x.height;
            const smaller = Math.min(
              a.r.width * a.r.height,
              b.r.width * b.r.height
            );
            if (area > smaller / 3) {
              overlap.push(
                `«${a.text}» and «${b.text}» at ${Math.round(
                  x.left
                )},${Math.round(x.top)}`
              );
              break;
            }
          }
        }

        const tiny: string[] = [];
        const controls =
          "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]";
        for (const c of Array.from(document.querySelectorAll(controls))) {
          if (tiny.length >= LIMIT) break;
          if (
            (c as HTMLButtonElement).disabled ||
            isHidden(c) ||
            c.closest("[data-look-exempt]")
          )
            continue;
          let r = c.getBoundingClientRect();
          if (r.width === 0 && r.height === 0) continue;
          if (r.right <= 0 || r.bottom <= 0 || r.left >= vw) continue; // moved off the screen (a form's hidden default button)
          // a link inside running text (WCAG 2.5.8's inline exception): its block holds more text than the link
          if (c.tagName === "A" && style(c).display === "inline") {
            let block = c.parentElement;
            while (block && style(block).display.startsWith("inline"))
              block = block.parentElement;
            const own = (c.textContent ?? "").trim().length;
            if (block && (block.textContent ?? "").trim().length > own + 2)
              continue;
          }
          // a checkbox or radio is pressed through its label too
          if (
            c instanceof HTMLInputElement &&
            (c.type === "checkbox" || c.type === "radio")
          ) {
            for (const l of Array.from(c.labels ?? [])) {
              const lr = l.getBoundingClientRect();
              // the box and its label together: where a finger may press
              if (lr.width > 0 && lr.height > 0) {
                const left = Math.min(r.left, lr.left);
                const top = Math.min(r.top, lr.top);
                r = new DOMRect(
                  left,
                  top,
                  Math.max(r.right, lr.right) - left,
                  Math.max(r.bottom, lr.bottom) - top
                );
              }
            }
          }
          if (r.width < target || r.height < target)
            tiny.push(
              `${label(c)} ${Math.round(r.width)}×${Math.round(r.height)}px`
            );
        }
        return { split, overlap, codes: codesSeen, tiny };
      } finally {
        for (const e of unskipped) e.style.removeProperty("content-visibility");
      }
    },
    { codes: CODES, target: TARGET }
  );
}
