import type { liveDataGetBanner } from "@agent-portal/api-client/contract/live-data-report";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useLiveDataGetBannerQuery } from "@agent-portal/api-client/services/live-data-report";
import { Skeleton } from "@agent-portal/ui-kit/components/skeleton";
import { useTranslation } from "react-i18next";
import { bannerHref, bannerImage } from "./banner-link.ts";

/** The height of the banners' row and of its placeholder (3.5 rem: a 2 rem image and the padding). */
const BANNER_ROW_CLASS = "h-14 shrink-0";

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
 * They sit in one row of fixed height ({@link BANNER_ROW_CLASS}), scrolled sideways when they do
 * not fit, so their number never changes the height of the page below them.
 */
export function BannerList({ banners, origin = window.location.origin }: BannerListProps) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    // A row that may scroll is focusable, so it scrolls from the keyboard too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section aria-label={t("dataCenter.family.banners")} tabIndex={0} className="flex gap-3 overflow-x-auto" data-testid="live-data-banners">
      {banners.map((banner) => {
        const href = bannerHref(banner.linkUrl, origin);
        const image = bannerImage(banner.imageUrl, origin);
        const body = (
          <>
            {image === null ? null : <img src={image} alt="" className="size-8 shrink-0" />}
            <span className="truncate text-sm font-medium text-fg" title={banner.title}>
              {banner.title}
            </span>
          </>
        );
        return (
          <div key={banner.id} className={`${BANNER_ROW_CLASS} flex min-w-64 flex-1 items-center gap-3 rounded-lg border border-border bg-surface px-4`}>
            {href === null ? (
              body
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer" className="flex min-w-0 items-center gap-3 hover:underline">
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
 * figure: when it fails, or with none, nothing shows. While it loads, a placeholder of the row's
 * height holds its place, so the tabs and the figures do not jump down when the banners arrive
 * (the core tab's layout shift on a phone-sized screen was 0.11 to 0.21).
 */
export function LiveDataBanner() {
  const banners = useLiveDataGetBannerQuery();
  if (banners.isLoading) return <Skeleton className={`${BANNER_ROW_CLASS} rounded-lg`} />;
  return banners.data === undefined ? null : <BannerList banners={banners.data.list} />;
}
