import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Upload } from "./upload.tsx";

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe("Upload", () => {
  it("accepts good files and says which file was refused and why", async () => {
    const onFilesAccepted = vi.fn();
    const onFilesRejected = vi.fn();
    render(<Upload accept={[".csv"]} maxSize={2048} multiple onFilesAccepted={onFilesAccepted} onFilesRejected={onFilesRejected} locale="en" />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, [file("ok.csv", "text/csv", 10), file("big.csv", "text/csv", 5000), file("photo.png", "image/png", 10)], { applyAccept: false });
    expect(onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: "ok.csv" })]);
    const rejections = (onFilesRejected.mock.calls[0]?.[0] ?? []) as { file: File; reason: string }[];
    expect(rejections.map((r) => [r.file.name, r.reason])).toEqual([
      ["big.csv", "size"],
      ["photo.png", "type"],
    ]);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("big.csv: the file is larger than 2 kB.");
    expect(alert).toHaveTextContent("photo.png: this file type is not allowed (allowed: .csv).");
    expect(screen.getByRole("button", { name: "Choose files" })).toHaveAccessibleDescription(/big\.csv/);
  });

  it("opens the file dialog 500 ms after Choose files is pressed (SPEC 9), once for a double press", () => {
    vi.useFakeTimers();
    try {
      render(<Upload onFilesAccepted={vi.fn()} />);
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!input) throw new Error("no file input");
      const opened = vi.fn();
      input.addEventListener("click", opened);
      fireEvent.click(screen.getByRole("button", { name: "Choose files" }));
      fireEvent.click(screen.getByRole("button", { name: "Choose files" }));
      expect(opened).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(500));
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes dropped files and translated messages", () => {
    const onFilesAccepted = vi.fn();
    render(<Upload maxFiles={1} onFilesAccepted={onFilesAccepted} labels={{ tooMany: (name, max) => `${name}: maksimal ${String(max)} file` }} />);
    const zone = document.querySelector('[data-slot="upload-dropzone"]');
    if (!zone) throw new Error("no drop zone");
    fireEvent.drop(zone, { dataTransfer: { files: [file("a.csv", "text/csv", 1), file("b.csv", "text/csv", 1)] } });
    expect(onFilesAccepted).toHaveBeenCalledWith([expect.objectContaining({ name: "a.csv" })]);
    expect(screen.getByRole("alert")).toHaveTextContent("b.csv: maksimal 1 file");
  });

  it("ignores files while disabled", () => {
    const onFilesAccepted = vi.fn();
    render(<Upload disabled onFilesAccepted={onFilesAccepted} />);
    const zone = document.querySelector('[data-slot="upload-dropzone"]');
    if (!zone) throw new Error("no drop zone");
    fireEvent.drop(zone, { dataTransfer: { files: [file("a.csv", "text/csv", 1)] } });
    expect(onFilesAccepted).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Choose files" })).toBeDisabled();
  });
});
