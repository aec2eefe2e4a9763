import { describe, expect, it } from "vitest";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { MAX_PHOTO_BYTES, displayFileName, formatBytes, photoActionSchema, uploadFileProblem, uploadedFiles } from "./photo-forms.ts";

const post = (entries: Record<string, string>) => parseFormSubmission(Object.entries(entries), photoActionSchema);

describe("photo forms", () => {
  it("reads a move, a delete, a restore and an upload", () => {
    expect(post({ intent: "move", index: "3", url: "/media/uploads/t/a.jpg", to: "0" })).toEqual({ ok: true, data: { intent: "move", index: 3, url: "/media/uploads/t/a.jpg", to: 0 } });
    expect(post({ intent: "delete", index: "0", url: "https://cdn.example.com/a.jpg" })).toMatchObject({ ok: true, data: { intent: "delete", index: 0 } });
    expect(post({ intent: "restore", index: "2", url: "/media/a.jpg", alt: "Front" })).toMatchObject({ ok: true, data: { intent: "restore", alt: "Front" } });
    expect(post({ intent: "upload" })).toEqual({ ok: true, data: { intent: "upload" } });
  });

  it("refuses what a page never posts", () => {
    expect(post({ intent: "explode" }).ok).toBe(false);
    expect(post({ intent: "move", index: "-1", url: "/media/a.jpg", to: "0" }).ok).toBe(false);
    expect(post({ intent: "move", index: "1e3", url: "/media/a.jpg", to: "0" }).ok).toBe(false);
    expect(post({ intent: "move", index: "200", url: "/media/a.jpg", to: "0" }).ok).toBe(false);
    expect(post({ intent: "move", index: "1", url: "javascript:alert(1)", to: "0" }).ok).toBe(false);
    expect(post({ intent: "delete", index: "1" }).ok).toBe(false);
    expect(post({ intent: "restore", index: "1", url: "/media/a.jpg", alt: "x".repeat(201) }).ok).toBe(false);
  });

  it("names a bad file before reading it: empty, or over 20 MB", () => {
    expect(uploadFileProblem({ name: "front.jpg", size: 1000 })).toBeNull();
    expect(uploadFileProblem({ name: "front.jpg", size: MAX_PHOTO_BYTES })).toBeNull();
    expect(uploadFileProblem({ name: "huge.jpg", size: MAX_PHOTO_BYTES + 1 })).toBe("huge.jpg is larger than 20 MB, the most a photo can be.");
    expect(uploadFileProblem({ name: "blank.png", size: 0 })).toBe("blank.png is empty.");
  });

  it("shows file names and sizes as people read them", () => {
    expect(displayFileName("C:\\Users\\sam\\Pictures\\ranger.jpg")).toBe("ranger.jpg");
    expect(displayFileName("/home/sam/ranger.jpg")).toBe("ranger.jpg");
    expect(displayFileName("")).toBe("unnamed file");
    expect(displayFileName(`${"a".repeat(100)}.jpg`)).toHaveLength(78);
    expect(formatBytes(300)).toBe("1 KB");
    expect(formatBytes(850 * 1024)).toBe("850 KB");
    expect(formatBytes(20.5 * 1024 * 1024)).toBe("20.5 MB");
  });

  it("takes the chosen files, not the empty entry of a file input left blank", () => {
    const form = new FormData();
    form.append("intent", "upload");
    form.append("photos", new File([], ""));
    expect(uploadedFiles(form)).toEqual([]);
    form.append("photos", new File([new Uint8Array([1, 2])], "a.jpg"));
    form.append("photos", "not a file");
    expect(uploadedFiles(form).map((f) => f.name)).toEqual(["a.jpg"]);
  });
});
