/**
 * Name pools for realistic seeded people, by culture. Drawn with the seed's PRNG.
 */
import type { Prng } from "./prng.ts";

/** A culture whose names a seeded person gets. */
export type NameCulture = "indonesian" | "filipino" | "arabic" | "vietnamese";

interface NamePool {
  readonly given: readonly string[];
  readonly family: readonly string[];
}

const pools: Readonly<Record<NameCulture, NamePool>> = {
  indonesian: {
    given: [
      "Dewi",
      "Putri",
      "Ayu",
      "Sari",
      "Rina",
      "Intan",
      "Nabila",
      "Citra",
      "Wulan",
      "Maya",
      "Indah",
      "Fitri",
      "Bayu",
      "Rizky",
      "Aditya",
      "Dimas",
      "Eko",
      "Fajar",
      "Gilang",
      "Hendra",
      "Joko",
      "Kevin",
      "Raka",
      "Yoga",
    ],
    family: [
      "Lestari",
      "Wijaya",
      "Saputra",
      "Pratama",
      "Kusuma",
      "Santoso",
      "Hidayat",
      "Nugroho",
      "Permata",
      "Rahayu",
      "Setiawan",
      "Utami",
      "Siregar",
      "Halim",
      "Gunawan",
      "Anggraini",
    ],
  },
  filipino: {
    given: [
      "Maria",
      "Angel",
      "Kristine",
      "Joy",
      "Camille",
      "Bea",
      "Nicole",
      "Patricia",
      "Janelle",
      "Trisha",
      "Aira",
      "Hannah",
      "Juan",
      "Mark",
      "Paolo",
      "Miguel",
      "Carlo",
      "Rafael",
      "Jerome",
      "Kenneth",
      "Bryan",
      "Nico",
      "Enzo",
      "Luis",
    ],
    family: [
      "Santos",
      "Reyes",
      "Cruz",
      "Bautista",
      "Garcia",
      "Mendoza",
      "Dela Cruz",
      "Villanueva",
      "Ramos",
      "Aquino",
      "Castillo",
      "Flores",
      "Navarro",
      "Domingo",
      "Salazar",
      "Torres",
    ],
  },
  arabic: {
    given: [
      "Fatima",
      "Aisha",
      "Layla",
      "Noor",
      "Mariam",
      "Salma",
      "Yasmin",
      "Hana",
      "Rania",
      "Dana",
      "Lina",
      "Zainab",
      "Omar",
      "Ahmed",
      "Khalid",
      "Youssef",
      "Hassan",
      "Ali",
      "Faisal",
      "Tariq",
      "Karim",
      "Samir",
      "Nasser",
      "Zaid",
    ],
    family: [
      "Al-Farsi",
      "Haddad",
      "Mansour",
      "Khalil",
      "Nasser",
      "Saleh",
      "Hamdan",
      "Aziz",
      "Rahman",
      "Qasim",
      "Darwish",
      "Sabbagh",
      "Al-Otaibi",
      "Al-Harbi",
      "Barakat",
      "Youssef",
    ],
  },
  vietnamese: {
    given: ["Linh", "Trang", "Huong", "Mai", "Ngoc", "Thao", "Anh", "Vy", "Minh", "Duc", "Hieu", "Khoa", "Long", "Tuan", "Quang", "Phuc"],
    family: ["Nguyen", "Tran", "Le", "Pham", "Hoang", "Vu", "Dang", "Bui", "Do", "Ngo"],
  },
};

/** A seeded person's display name and the parts a handle is made of. */
export interface SeededName {
  readonly given: string;
  readonly family: string;
  /** What the app shows: a nickname such as `Dewi Lestari` or `Dewi✨`. */
  readonly nickname: string;
}

const FLOURISHES = ["", "", "", " ✨", " 🌸", " 💫", " Live", " Official", " 🎤"];

/** Draws a name of `culture`. */
export function drawName(prng: Prng, culture: NameCulture): SeededName {
  const pool = pools[culture];
  const given = prng.pick(pool.given);
  const family = prng.pick(pool.family);
  const style = prng.int(0, 2);
  const base = style === 0 ? `${given} ${family}` : style === 1 ? given : `${given} ${family.charAt(0)}.`;
  return { given, family, nickname: `${base}${prng.pick(FLOURISHES)}` };
}

const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "");

/**
 * Draws a Bigo ID (public handle) for a name, unique within `taken` (which it extends):
 * `dewi.lestari88`, `dewi_live`, or a 9-digit number, as real handles look.
 */
export function drawBigoId(prng: Prng, name: Pick<SeededName, "given" | "family">, taken: Set<string>): string {
  for (;;) {
    const style = prng.int(0, 3);
    const candidate =
      style === 0
        ? `${slug(name.given)}.${slug(name.family)}${String(prng.int(1, 99))}`
        : style === 1
          ? `${slug(name.given)}_${prng.pick(["live", "official", "star", "music", "vibes", "tv"])}${String(prng.int(0, 999))}`
          : style === 2
            ? `${slug(name.given)}${slug(name.family)}${String(prng.int(100, 9999))}`
            : prng.digits(9);
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

/**
 * Draws a Bigo uid: a 64-bit number as decimal text, 10 to 19 digits (many above 2^53, so a
 * client that parses it as a JS number is caught), unique within `taken` (which it extends).
 */
export function drawUid(prng: Prng, taken: Set<string>): string {
  for (;;) {
    const candidate = prng.digits(prng.pick([10, 16, 18, 19]));
    if (!(candidate.length === 19 && candidate > "9223372036854775807") && !taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}
