import type { LucideIcon } from "lucide-react";
import { Bell, ChartColumn, CircleDot, GraduationCap, MapPinned, MessagesSquare, MicVocal, Shield, ShieldUser, Swords, UserPlus, Wallet } from "lucide-react";

/** The menu sections' icons, by the kebab-case names the route table uses (only these are bundled). */
const icons: Readonly<Record<string, LucideIcon>> = {
  bell: Bell,
  "chart-column": ChartColumn,
  "graduation-cap": GraduationCap,
  "map-pinned": MapPinned,
  "messages-square": MessagesSquare,
  "mic-vocal": MicVocal,
  shield: Shield,
  "shield-user": ShieldUser,
  swords: Swords,
  "user-plus": UserPlus,
  wallet: Wallet,
};

/** The icon of a menu section; a neutral dot when the name is unknown. Decorative: hidden from assistive tech. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name ? icons[name] : undefined) ?? CircleDot;
  return <Icon aria-hidden="true" className="size-5 shrink-0" />;
}
