/**
 * The academy's course list over a fake backend: tabs and their tutorials (new badge, length,
 * text lesson), the debounced search with its words in the URL and marked in the results, nothing
 * sent for a search of spaces or emoji, the empty search offering the tabs, and a failed list.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { FakeAnswer, SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import CourseListPage from "./course-list-page.tsx";

const texts = en.academy;
const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);
const tutorial = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  tutorial_id: id,
  tab_id: "start",
  title,
  cover_url: "",
  summary: `About ${title}`,
  duration: 0,
  publish_time: now - 100 * DAY,
  view_count: 1,
  ...overrides,
});
const TABS: FakeAnswer = {
  code: 0,
  data: {
    tabs: [
      { tab_id: "start", name: "Getting started" },
      { tab_id: "grow", name: "Growing broadcasters" },
    ],
  },
};
const page = (list: unknown[]): FakeAnswer => ({ code: 0, data: { list, total: list.length } });
const query = (request: SeenRequest) => Object.fromEntries(new URLSearchParams(request.search));
const body = (request: SeenRequest) => (request.method === "GET" ? query(request) : (JSON.parse(request.body) as Record<string, unknown>));

const listOf = (request: SeenRequest): FakeAnswer =>
  body(request).tab_id === "grow"
    ? page([tutorial("6", "Planning PK battles", { tab_id: "grow", duration: 660 })])
    : page([tutorial("1", "A tour of the agency portal", { publish_time: now - 3 * DAY, duration: 420 }), tutorial("2", "Setting up your team")]);

const routes = (search: (request: SeenRequest) => FakeAnswer = () => page([])) => ({
  "liveAgentPortal /act85157getTabList": TABS,
  "liveAgentPortal /act85157getTutorialList": listOf,
  "liveAgentPortal /act85157searchTutorial": search,
});

describe("CourseListPage", () => {
  it("shows the first tab's tutorials with the new badge, the video length or 'Text lesson', and another tab's on a click", async () => {
    await renderWithBackend(<CourseListPage />, routes(), "/agency-academy/course");
    const list = within(await screen.findByRole("list", { name: "Getting started" }));
    const tour = within(list.getByRole("link", { name: /A tour of the agency portal/ }));
    expect(tour.getByText(texts.new)).toBeInTheDocument();
    expect(tour.getByText(/^Video, /)).toBeInTheDocument();
    const team = within(list.getByRole("link", { name: /Setting up your team/ }));
    expect(team.queryByText(texts.new)).toBeNull();
    expect(team.getByText(texts.textLesson)).toBeInTheDocument();
    expect(list.getByRole("link", { name: /A tour/ })).toHaveAttribute("href", "/agency-academy/course/1");
    await userEvent.click(screen.getByRole("tab", { name: "Growing broadcasters" }));
    expect(await screen.findByRole("link", { name: /Planning PK battles/ })).toBeInTheDocument();
  });

  it("searches 300 ms after the last keystroke, with the words marked in the results", async () => {
    const { requests } = await renderWithBackend(
      <CourseListPage />,
      routes(() => page([tutorial("6", "Planning PK battles")])),
      "/agency-academy/course",
    );
    await screen.findByRole("list", { name: "Getting started" });
    await userEvent.type(screen.getByRole("searchbox", { name: texts.search }), "pk plan");
    const results = await screen.findByRole("list", { name: "Tutorials matching “pk plan”" });
    // In the title and in the summary ("About Planning PK battles").
    expect([...results.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Plan", "PK", "Plan", "PK"]);
    // One search, for the whole phrase: the keystrokes before it were not sent.
    const searches = requests.filter((r) => r.path === "/act85157searchTutorial");
    expect(searches.map((r) => body(r).keyword)).toEqual(["pk plan"]);
  });

  it("sends nothing for a search of spaces or emoji, and keeps the tabs", async () => {
    const { requests } = await renderWithBackend(<CourseListPage />, routes(), "/agency-academy/course?q=%20%F0%9F%8E%89%20");
    expect(await screen.findByRole("tab", { name: "Getting started" })).toBeInTheDocument();
    await screen.findByRole("list", { name: "Getting started" });
    expect(requests.some((r) => r.path === "/act85157searchTutorial")).toBe(false);
  });

  it("offers the tabs when nothing matches, and one of them clears the search", async () => {
    await renderWithBackend(<CourseListPage />, routes(), "/agency-academy/course?q=zebra");
    expect(await screen.findByText("No tutorial matches “zebra”.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Growing broadcasters" }));
    expect(await screen.findByRole("link", { name: /Planning PK battles/ })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: texts.search })).toHaveValue("");
  });

  it("shows a failed list's message with Try again", async () => {
    let calls = 0;
    await renderWithBackend(
      <CourseListPage />,
      {
        ...routes(),
        "liveAgentPortal /act85157getTutorialList": (request: SeenRequest) => {
          calls += 1;
          return calls === 1 ? { code: 46001, msg: "refused" } : listOf(request);
        },
      },
      "/agency-academy/course",
    );
    await userEvent.click(await screen.findByRole("button", { name: en.common.retry }));
    await waitFor(() => expect(screen.getByRole("list", { name: "Getting started" })).toBeInTheDocument());
  });
});
