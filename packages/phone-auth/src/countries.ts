/**
 * The phone-data country list of SPEC sections 3 and 9 ("a list of about 250 country codes
 * (including Other)", "a country list with dial codes"): every ISO 3166-1 alpha-2 region plus
 * Kosovo (XK), 250 in all, each with its international dial prefix (ITU-T E.164, without `+`),
 * and {@link OTHER_COUNTRY} for a prefix typed by hand. Names are not stored: they come from
 * `Intl.DisplayNames` in the active language (`country-names.ts`).
 *
 * Where several regions share a prefix (+1, +7, +44, ...) each keeps its own entry; North
 * American Numbering Plan territories carry their area code (Jamaica `1876`), so the number
 * typed after it is the 7-digit local number.
 */

/** One country of the picker. */
export interface Country {
  /** ISO 3166-1 alpha-2 code (`ID`, `PH`, `XK`), or `OTHER`. */
  readonly code: string;
  /** Dial prefix, digits only (`62`); empty for {@link OTHER_COUNTRY}, whose prefix is typed. */
  readonly dial: string;
}

/** `<ISO code><dial prefix>` pairs, sorted by code. */
const ENTRIES = [
  "AD376 AE971 AF93 AG1268 AI1264 AL355 AM374 AO244 AQ672 AR54 AS1684 AT43 AU61 AW297",
  "AX358 AZ994 BA387 BB1246 BD880 BE32 BF226 BG359 BH973 BI257 BJ229 BL590 BM1441 BN673",
  "BO591 BQ599 BR55 BS1242 BT975 BV47 BW267 BY375 BZ501 CA1 CC61 CD243 CF236 CG242",
  "CH41 CI225 CK682 CL56 CM237 CN86 CO57 CR506 CU53 CV238 CW599 CX61 CY357 CZ420",
  "DE49 DJ253 DK45 DM1767 DO1809 DZ213 EC593 EE372 EG20 EH212 ER291 ES34 ET251 FI358",
  "FJ679 FK500 FM691 FO298 FR33 GA241 GB44 GD1473 GE995 GF594 GG44 GH233 GI350 GL299",
  "GM220 GN224 GP590 GQ240 GR30 GS500 GT502 GU1671 GW245 GY592 HK852 HM672 HN504 HR385",
  "HT509 HU36 ID62 IE353 IL972 IM44 IN91 IO246 IQ964 IR98 IS354 IT39 JE44 JM1876",
  "JO962 JP81 KE254 KG996 KH855 KI686 KM269 KN1869 KP850 KR82 KW965 KY1345 KZ7 LA856",
  "LB961 LC1758 LI423 LK94 LR231 LS266 LT370 LU352 LV371 LY218 MA212 MC377 MD373 ME382",
  "MF590 MG261 MH692 MK389 ML223 MM95 MN976 MO853 MP1670 MQ596 MR222 MS1664 MT356 MU230",
  "MV960 MW265 MX52 MY60 MZ258 NA264 NC687 NE227 NF672 NG234 NI505 NL31 NO47 NP977",
  "NR674 NU683 NZ64 OM968 PA507 PE51 PF689 PG675 PH63 PK92 PL48 PM508 PN64 PR1787",
  "PS970 PT351 PW680 PY595 QA974 RE262 RO40 RS381 RU7 RW250 SA966 SB677 SC248 SD249",
  "SE46 SG65 SH290 SI386 SJ47 SK421 SL232 SM378 SN221 SO252 SR597 SS211 ST239 SV503",
  "SX1721 SY963 SZ268 TC1649 TD235 TF262 TG228 TH66 TJ992 TK690 TL670 TM993 TN216 TO676",
  "TR90 TT1868 TV688 TW886 TZ255 UA380 UG256 UM1 US1 UY598 UZ998 VA39 VC1784 VE58",
  "VG1284 VI1340 VN84 VU678 WF681 WS685 XK383 YE967 YT262 ZA27 ZM260 ZW263",
].join(" ");

/** Every country with its dial prefix (250 entries, sorted by ISO code), without Other. */
export const COUNTRIES: readonly Country[] = ENTRIES.split(" ").map((entry) => ({ code: entry.slice(0, 2), dial: entry.slice(2) }));

/** The code of the "Other" entry, whose dial prefix the user types. */
export const OTHER_COUNTRY_CODE = "OTHER";

/** "Other": a country not in the list; the dial prefix is typed by hand (1 to 4 digits). */
export const OTHER_COUNTRY: Country = { code: OTHER_COUNTRY_CODE, dial: "" };

/** The longest dial prefix a user may type for {@link OTHER_COUNTRY} (E.164 country codes have 1-3 digits; NANP areas 4). */
export const DIAL_PREFIX_MAX_LENGTH = 4;

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country of an ISO code (any case), or `null` for unknown codes. `OTHER` answers {@link OTHER_COUNTRY}. */
export function countryByCode(code: string | null | undefined): Country | null {
  if (code === null || code === undefined) return null;
  const upper = code.trim().toUpperCase();
  if (upper === OTHER_COUNTRY_CODE) return OTHER_COUNTRY;
  return byCode.get(upper) ?? null;
}

/** For prefixes shared by several regions: the one `countryByDial` answers. */
const PREFERRED_BY_DIAL: Readonly<Record<string, string>> = {
  "1": "US",
  "7": "RU",
  "44": "GB",
  "47": "NO",
  "61": "AU",
  "64": "NZ",
  "212": "MA",
  "262": "RE",
  "358": "FI",
  "39": "IT",
  "500": "FK",
  "590": "GP",
  "599": "CW",
  "672": "NF",
};

/**
 * The first country whose dial prefix equals `dial` (digits only), preferring the region a prefix
 * is best known for (`1` -> US, `7` -> RU, `44` -> GB, ...); `null` when none has it.
 */
export function countryByDial(dial: string): Country | null {
  const preferred = PREFERRED_BY_DIAL[dial];
  if (preferred !== undefined) return byCode.get(preferred) ?? null;
  return COUNTRIES.find((country) => country.dial === dial) ?? null;
}
