// The receipt of an expense: a signed link (valid 300 s, made by the loader) that opens it in a new
// tab, with the image's thumbnail when there is one.
import { useTranslation } from "~/i18n/react";
import * as e from "./expense.css";

export interface ReceiptView {
  url: string;
  thumbnailUrl: string | null;
  isPdf: boolean;
}

export function ReceiptLink({ receipt, label }: { receipt: ReceiptView; label: string }) {
  const { t } = useTranslation();
  return (
    <a href={receipt.url} target="_blank" rel="noopener noreferrer" className={e.receiptCell} data-receipt-link>
      {receipt.thumbnailUrl ? <img src={receipt.thumbnailUrl} alt="" className={e.thumb} width={48} height={48} loading="lazy" /> : null}
      <span>
        {receipt.isPdf ? t("expense.receipt.open_pdf") : t("expense.receipt.open_image")}
        <span className="visually-hidden"> {label}</span>
      </span>
    </a>
  );
}
