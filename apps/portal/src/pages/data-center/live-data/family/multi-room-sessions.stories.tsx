import type { Meta, StoryObj } from "@storybook/react-vite";
import { MemoryRouter } from "react-router";
import { fn } from "storybook/test";
import { MultiRoomSessions } from "./multi-room-sessions.tsx";

/** 2026-11-25 18:00 UTC, Unix seconds. */
const EVENING = 1_795_644_000;
const SESSION = 2_400;

const meta = {
  title: "Portal/Data center/MultiRoomSessions",
  component: MultiRoomSessions,
  parameters: { layout: "padded" },
  // The beans header links to its definition (a router link).
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    name: "Sari Melody",
    day: "2026-11-25",
    onClose: fn(),
    sessions: [
      { roomId: "r-1", role: 1, startTime: EVENING, endTime: EVENING + SESSION, guestCount: 2, beans: 150 },
      { roomId: "r-2", role: 1, startTime: EVENING + SESSION, endTime: EVENING + 2 * SESSION, guestCount: 2, beans: 120 },
      { roomId: "r-3", role: 2, startTime: EVENING + 2 * SESSION, endTime: EVENING + 2 * SESSION + 1_200, guestCount: 0, beans: 0 },
    ],
  },
} satisfies Meta<typeof MultiRoomSessions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three sessions: two hosted, one as a guest. */
export const Sessions: Story = {};
/** A day without a session. */
export const NoSession: Story = { args: { sessions: [] } };
