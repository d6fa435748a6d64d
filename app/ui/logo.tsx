// Each company's wordmark: a simple SVG of our own, used on the login page, in the menu and on PDFs.
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";

const COMPANY_COLORS: Record<CompanyCode, string> = {
  cantiere: "#c2410c",
  metalsky: "#1d4ed8",
  sitaf: "#15803d",
  metalpiega: "#7c3aed",
  edemar: "#0e7490",
  tmwood: "#854d0e",
  electrogestim: "#be123c",
};

export function Logo({ company = "cantiere", className, title }: { company?: CompanyCode; className?: string; title?: string }) {
  const name = COMPANY_NAMES[company];
  const color = COMPANY_COLORS[company];
  const width = Math.max(160, 26 + name.length * 13);
  return (
    <svg className={className} viewBox={`0 0 ${width} 48`} width={width} height={48} role="img" aria-label={title ?? name}>
      <rect x="2" y="6" width="36" height="36" rx="6" fill={color} />
      <path d="M9 34 L20 13 L31 34 Z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <text x="46" y="32" fontFamily="system-ui, Arial, sans-serif" fontSize="20" fontWeight="700" fill="currentColor">
        {name}
      </text>
    </svg>
  );
}
