import type { liveDataGetBanner } from "@agent-portal/api-client/contract/live-data-report";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useLiveDataGetBannerQuery } from "@agent-portal/api-client/services/live-data-report";
import { useTranslation } from "react-i18next";
import { bannerHref, bannerImage } from "./banner-link.ts";

/** One banner of live data getBanner. */
export type LiveDataBannerItem = ResponseOf<typeof liveDataGetBanner>["list"][number];

/** Props of {@link BannerList}. */
export interface BannerListProps {
  /** The banners, in the server's order. */
  readonly banners: readonly LiveDataBannerItem[];
  /** The portal's origin, the only host a banner may link to or load its image from (default the page's). */
  readonly origin?: string;
}

/**
 * The banners over the live-data pages: each its title as plain text (server text is never
 * rendered as HTML) with its image when it is the portal's own, and a link only when it points
 * under the portal's host (`bannerHref`), opened in a new tab; nothing when there is none.
 */
export function BannerList({ banners, origin = window.location.origin }: BannerListProps) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t("dataCenter.family.banners")} className="flex flex-wrap gap-3" data-testid="live-data-banners">
      {banners.map((banner) => {
        const href = bannerHref(banner.linkUrl, origin);
        const image = bannerImage(banner.imageUrl, origin);
        const body = (
          <>
            {image === null ? null : <img src={image} alt="" className="size-8 shrink-0" />}
            <span className="text-sm font-medium text-fg">{banner.title}</span>
          </>
        );
        return (
          <div key={banner.id} className="flex min-w-64 flex-1 items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3">
            {href === null ? (
              body
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer" className="flex items-center gap-3 hover:underline">
                {body}
              </a>
            )}
          </div>
        );
      })}
    </section>
  );
}

/**
 * The live-data banners (live data getBanner) over the tabs. A banner is an announcement, not a
 * figure: while it loads, when it fails, or with none, nothing shows and the tabs stay in place.
 */
export function LiveDataBanner() {
  const banners = useLiveDataGetBannerQuery();
  return banners.data === undefined ? null : <BannerList banners={banners.data.list} />;
}
