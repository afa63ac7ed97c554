/** Deterministic sample rows for the data table and chart stories (no randomness: stable screenshots and checks). */
export interface SampleBroadcaster {
  uid: string;
  nickname: string;
  agency: string;
  status: "signed" | "renewal" | "terminated";
  liveHours: number;
  beans: number;
  joinedAt: string;
}

const names = ["Luna", "Rafi", "Sari", "Dewi", "Maya", "Putri", "Nadia", "Aziz", "Linh", "Mai", "Karim", "Hana", "Bayu", "Rina", "Tariq", "Ayu"];
const agencies = ["Star Guild", "Nova Agency", "Sunrise Media", "Blue Wave"];
const statuses = ["signed", "signed", "renewal", "terminated"] as const;

/** `count` broadcasters; the same index always yields the same row. */
function sampleBroadcasters(count: number): SampleBroadcaster[] {
  return Array.from({ length: count }, (_, index) => ({
    uid: String(100_000_000 + index * 7919),
    nickname: `${names[index % names.length] ?? "Luna"} ${String(index + 1)}`,
    agency: agencies[(index * 7) % agencies.length] ?? "Star Guild",
    status: statuses[(index * 5) % statuses.length] ?? "signed",
    liveHours: (index * 37) % 300,
    beans: ((index * 7919) % 100_000) * 10,
    joinedAt: `2024-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 28) + 1).padStart(2, "0")}`,
  }));
}

export { sampleBroadcasters };
