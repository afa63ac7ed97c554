// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { sanitizeTutorialHtml } from "./sanitize-tutorial.ts";

/** Puts sanitised HTML into the document, as the course page does, and answers its container. */
function mount(html: string): HTMLElement {
  const box = document.createElement("div");
  box.innerHTML = sanitizeTutorialHtml(html);
  document.body.append(box);
  return box;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete (window as { pwned?: unknown }).pwned;
});

describe("sanitizeTutorialHtml", () => {
  it("drops a script, and nothing runs", () => {
    const box = mount("<p>Hello</p><script>window.pwned = 1</script><p>World</p>");
    expect(box.querySelector("script")).toBeNull();
    expect(box.textContent).toBe("HelloWorld");
    expect((window as { pwned?: unknown }).pwned).toBeUndefined();
  });

  it("drops an onerror attribute (and every on* handler) but keeps the image", () => {
    const box = mount('<img src="/agent/favicon.svg" alt="Logo" onerror="window.pwned = 1" onload="window.pwned = 2"><p onclick="window.pwned = 3">x</p>');
    const img = box.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("Logo");
    expect(img?.getAttributeNames().filter((name) => name.startsWith("on"))).toEqual([]);
    expect(box.querySelector("p")?.hasAttribute("onclick")).toBe(false);
  });

  it("drops an iframe from another host (and of any host), and an object or embed", () => {
    const box = mount('<p>Watch</p><iframe src="https://evil.example/x"></iframe><iframe src="/agent/"></iframe><object data="x.swf"></object><embed src="x">');
    expect(box.querySelector("iframe, object, embed")).toBeNull();
    expect(box.textContent).toBe("Watch");
  });

  it("drops javascript: links, opens the others in a new tab without a handle back", () => {
    const box = mount('<a href="javascript:alert(1)">bad</a><a href="https://www.bigo.tv/">good</a>');
    const [bad, good] = [...box.querySelectorAll("a")];
    expect(bad?.hasAttribute("href")).toBe(false);
    expect(good?.getAttribute("target")).toBe("_blank");
    expect(good?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps structure and inline images, and removes images the policy would block", () => {
    const box = mount(
      '<h2>Title</h2><ol><li>One</li></ol><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="inline"><img src="https://cdn.example.com/a.png" alt="remote"><p style="color:red">Text</p>',
    );
    expect(box.querySelector("h2")?.textContent).toBe("Title");
    expect(box.querySelectorAll("li")).toHaveLength(1);
    expect([...box.querySelectorAll("img")].map((img) => img.alt)).toEqual(["inline"]);
    expect(box.querySelector("p")?.hasAttribute("style")).toBe(false);
  });
});
