// @vitest-environment jsdom
/**
 * The course page over a fake backend (in jsdom: DOMPurify needs a standards DOM): the path
 * academy → tab → course, the rich text made inert (script, onerror, iframe), the notice naming
 * the language a tutorial missing in the UI language is shown in, and NotFound for an unknown id.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { FakeAnswer } from "@agent-portal/session/test-store";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import CourseDetailPage from "./course-detail-page.tsx";

const TABS: FakeAnswer = { code: 0, data: { tabs: [{ tab_id: "grow", name: "Growing broadcasters" }] } };
const course = (overrides: Record<string, unknown> = {}): FakeAnswer => ({
  code: 0,
  data: {
    tutorial_id: "6",
    tab_id: "grow",
    title: "Planning PK battles",
    cover_url: "",
    summary: "Pick opponents.",
    duration: 660,
    publish_time: 1_764_000_000,
    view_count: 3,
    content: "Plain first.\nPlain second.",
    content_html:
      '<h2>Opponents</h2><p>Choose well.</p><script>window.pwned = 1</script><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="diagram" onerror="window.pwned = 2"><iframe src="https://evil.example/"></iframe>',
    lang: "en",
    video_url: "https://cdn.example.com/6.mp4",
    ...overrides,
  },
});

const renderCourse = (answer: FakeAnswer) =>
  renderWithBackend(
    <Routes>
      <Route path="/agency-academy/course/:id" element={<CourseDetailPage />} />
    </Routes>,
    { "liveAgentPortal /act85157getTabList": TABS, "liveAgentPortal /act85157getTutorialById": answer },
    "/agency-academy/course/6",
  );

afterEach(() => {
  delete (window as { pwned?: unknown }).pwned;
});

describe("CourseDetailPage", () => {
  it("shows the path academy → tab → course and the rich text made inert", async () => {
    await renderCourse(course());
    const body = await screen.findByRole("heading", { name: "Opponents" });
    const path = within(screen.getByRole("navigation", { name: en.academy.path }));
    expect(path.getByRole("link", { name: en.route.AgencyAcademy })).toHaveAttribute("href", "/agency-academy/course");
    expect(await path.findByRole("link", { name: "Growing broadcasters" })).toHaveAttribute("href", "/agency-academy/course?tab=grow");
    expect(path.getByText("Planning PK battles")).toHaveAttribute("aria-current", "page");
    const box = body.closest<HTMLElement>("[data-slot=tutorial-body]");
    expect(box?.querySelector("script, iframe, [onerror]")).toBeNull();
    expect(within(box ?? document.body).getByRole("img", { name: "diagram" })).toBeInTheDocument();
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
    expect(screen.queryByTestId("tutorial-language-notice")).toBeNull();
    expect(screen.getByRole("link", { name: /^Watch the video/ })).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("plays a video from the academy's media origin inline, and offers one from another host only as a link", async () => {
    const first = await renderCourse(course());
    const video = await screen.findByTestId("tutorial-video");
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("src", "https://cdn.example.com/6.mp4");
    expect(video).toHaveAttribute("controls");
    first.unmount();
    await renderCourse(course({ video_url: "https://evil.example/6.mp4" }));
    expect(await screen.findByRole("link", { name: /^Watch the video/ })).toHaveAttribute("href", "https://evil.example/6.mp4");
    expect(screen.queryByTestId("tutorial-video")).toBeNull();
    expect(document.querySelector("video")).toBeNull();
  });

  it("shows a tutorial missing in the UI language in its own, with a notice naming it", async () => {
    await renderCourse(course({ lang: "id" }));
    expect(await screen.findByTestId("tutorial-language-notice")).toHaveTextContent("It is shown in Indonesian.");
    expect(screen.getByRole("heading", { name: "Opponents" }).closest("[lang]")).toHaveAttribute("lang", "id");
  });

  it("shows the plain text when the tutorial has no rich text", async () => {
    await renderCourse(course({ content_html: "" }));
    expect(await screen.findByText("Plain second.")).toBeInTheDocument();
  });

  it("shows NotFound for an unknown tutorial", async () => {
    await renderCourse({ code: 46001, msg: "No tutorial with this id" });
    expect(await screen.findByTestId("not-found")).toBeInTheDocument();
  });
});
