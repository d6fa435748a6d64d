// A site's place on the map (spec §5, §9; ADR-0051): its coordinates and a link to OpenStreetMap at
// zoom 17, opened in a new tab; without usable coordinates a disabled-looking text that says why
// (never a dead button). No embedded map: the Content-Security-Policy allows no frames (ADR-0051).
import { useTranslation } from "~/i18n/react";
import { formatCoordinate, siteMap } from "~/domain/site/map";
import * as e from "./site-edit.css";

export interface SiteMapProps {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
}

export function SiteMap({ latitude, longitude }: SiteMapProps) {
  const { t } = useTranslation();
  const map = siteMap(latitude, longitude);
  if ("disabled" in map) {
    return (
      <p className={e.map}>
        <span className={e.mapDisabled} role="link" aria-disabled="true">
          {t("sites.map.open")}
        </span>
        <span>{t(map.disabled)}</span>
      </p>
    );
  }
  return (
    <p className={e.map}>
      <span className={e.coordinates}>{t("sites.map.coordinates", { latitude: formatCoordinate(map.latitude), longitude: formatCoordinate(map.longitude) })}</span>
      <a href={map.href} target="_blank" rel="noopener noreferrer">
        {t("sites.map.open")}
        <span className="visually-hidden"> {t("sites.map.new_tab")}</span>
      </a>
    </p>
  );
}
