/**
 * The page type of tracking events (SPEC section 9: "Page-type tracking is 2 for mobile or
 * tablet, else 1").
 *
 * The rule ({@link pageTypeOf}): **2** (mobile or tablet) when
 * 1. the user agent names a phone or tablet (`Mobi`, `Android`, `iPhone`, `iPad`, `iPod`,
 *    `Tablet`, `Kindle`, `Silk`, `PlayBook`, `BB10`, `Windows Phone`, `Opera Mini`, `IEMobile`), or
 * 2. it is an iPad in desktop mode (a `Macintosh` user agent with more than one touch point), or
 * 3. the primary pointer is coarse (`matchMedia("(pointer: coarse)")`) and the screen's shorter
 *    side is at most {@link TABLET_MAX_SHORT_SIDE} CSS pixels (touch-first devices of phone or
 *    tablet size whose webview sends a custom user agent);
 *
 * otherwise **1** (desktop). A narrow desktop window alone stays 1: width counts only together
 * with a coarse pointer.
 */

/** Page types of SPEC section 9. */
export const PageType = {
  /** Desktop browsers. */
  Desktop: 1,
  /** Phones and tablets (including the provider's in-app webview). */
  MobileOrTablet: 2,
} as const;

/** A page type value: 1 or 2. */
export type PageTypeValue = (typeof PageType)[keyof typeof PageType];

/** The largest shorter screen side (CSS px) a coarse-pointer device may have to count as a phone or tablet. */
export const TABLET_MAX_SHORT_SIDE = 1024;

/** What {@link pageTypeOf} reads of the device. */
export interface DeviceTraits {
  readonly userAgent: string;
  /** `matchMedia("(pointer: coarse)").matches`. */
  readonly coarsePointer: boolean;
  /** `navigator.maxTouchPoints`. */
  readonly maxTouchPoints: number;
  /** `screen.width` and `screen.height`, CSS pixels. */
  readonly screenWidth: number;
  readonly screenHeight: number;
}

const MOBILE_OR_TABLET_UA = /Mobi|Android|iPhone|iPad|iPod|Tablet|Kindle|Silk|PlayBook|BB10|Windows Phone|Opera Mini|IEMobile/i;

/** The page type of a device (the rule in this module's header). */
export function pageTypeOf(traits: DeviceTraits): PageTypeValue {
  if (MOBILE_OR_TABLET_UA.test(traits.userAgent)) return PageType.MobileOrTablet;
  if (/Macintosh/i.test(traits.userAgent) && traits.maxTouchPoints > 1) return PageType.MobileOrTablet;
  const shortSide = Math.min(traits.screenWidth, traits.screenHeight);
  if (traits.coarsePointer && shortSide > 0 && shortSide <= TABLET_MAX_SHORT_SIDE) return PageType.MobileOrTablet;
  return PageType.Desktop;
}

/** Reads {@link DeviceTraits} from a browser window; missing APIs read as a desktop's. */
export function readDeviceTraits(view: Window = window): DeviceTraits {
  const coarse = typeof view.matchMedia === "function" ? view.matchMedia("(pointer: coarse)").matches : false;
  return {
    userAgent: view.navigator.userAgent,
    coarsePointer: coarse,
    maxTouchPoints: view.navigator.maxTouchPoints,
    screenWidth: view.screen.width,
    screenHeight: view.screen.height,
  };
}

/** The page type of the current browser (1 desktop, 2 mobile or tablet). */
export function detectPageType(view: Window = window): PageTypeValue {
  return pageTypeOf(readDeviceTraits(view));
}
