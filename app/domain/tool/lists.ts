// The tools' fixed lists (units, currencies, document kinds, receipt kinds, the availability filter),
// without zod: the pages read them in the browser, the events' and forms' schemas build on them.

export const TOOL_UNITS = ["PIECES", "METERS", "KG", "LITERS"] as const;
export type ToolUnit = (typeof TOOL_UNITS)[number];
export const TOOL_CURRENCIES = ["CHF", "EUR", "USD"] as const;
export type ToolCurrency = (typeof TOOL_CURRENCIES)[number];
export const TOOL_DOCUMENT_TYPES = ["manual", "warranty", "invoice"] as const;
export type ToolDocumentType = (typeof TOOL_DOCUMENT_TYPES)[number];
/** How a handover was confirmed (ADR-0079): the holder confirmed it themselves, or the tool manager recorded a signed paper. */
export const RECEIPT_KINDS = ["HOLDER", "PAPER"] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The tool list's availability filter. */
export const AVAILABILITY_FILTERS = ["available", "assigned", "overdue", "low_stock"] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];
