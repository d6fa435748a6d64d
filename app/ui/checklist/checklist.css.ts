import { globalStyle, style } from "@vanilla-extract/css";

export const page = style({ display: "grid", gap: "1rem", maxWidth: "72rem" });
export const filters = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "end" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" });
globalStyle(`${table} th, ${table} td`, { borderBottom: "1px solid #d6d3d1", padding: "0.4rem 0.5rem", textAlign: "left", verticalAlign: "top" });
export const scroll = style({ overflowX: "auto" });
export const badge = style({ display: "inline-block", padding: "0.1rem 0.5rem", borderRadius: "999px", fontSize: "0.8rem", fontWeight: 600, background: "#e7e5e4", color: "#1c1917" });
export const approved = style({ background: "#dcfce7", color: "#14532d" });
export const rejected = style({ background: "#fee2e2", color: "#7f1d1d" });
export const pending = style({ background: "#fef3c7", color: "#78350f" });
export const question = style({ border: "1px solid #d6d3d1", borderRadius: "8px", padding: "0.75rem", display: "grid", gap: "0.5rem", background: "#fff" });
export const questionHead = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" });
export const item = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center", paddingLeft: "1rem" });
export const small = style({ padding: "0.3rem 0.6rem", minHeight: "2.75rem", minWidth: "2.75rem", fontSize: "0.85rem" });
export const offscreen = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });
/** the fill form: one question per section, targets of at least 48 px for a gloved thumb */
export const fillItem = style({ borderTop: "1px solid #e7e5e4", paddingTop: "0.75rem", display: "grid", gap: "0.5rem" });
export const choices = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", border: 0, padding: 0, margin: 0 });
export const choice = style({ display: "inline-flex", alignItems: "center", gap: "0.4rem", minHeight: "48px", minWidth: "48px", padding: "0 0.9rem", border: "1px solid #a8a29e", borderRadius: "8px", fontSize: "1.05rem", cursor: "pointer" });
globalStyle(`${choice} input`, { width: "1.4rem", height: "1.4rem" });
export const bigButton = style({ minHeight: "48px", fontSize: "1.05rem", width: "100%" });
export const attachments = style({ overflowWrap: "anywhere" });
export const thumbs = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
globalStyle(`${thumbs} img`, { width: "96px", height: "96px", objectFit: "cover", borderRadius: "4px" });
export const signatureImage = style({ maxWidth: "240px", maxHeight: "100px", border: "1px solid #d6d3d1", background: "#fff" });
export const canvas = style({ width: "100%", maxWidth: "480px", height: "180px", border: "1px dashed #78716c", borderRadius: "8px", background: "#fff", touchAction: "none" });
export const fullWidthInput = style({ width: "100%", boxSizing: "border-box" });
