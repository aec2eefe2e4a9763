/**
 * A content page's body: plain text where a blank line starts a paragraph, a line starting '## ' is
 * a sub-heading and lines starting '- ' are list items. No HTML is ever interpreted; the page
 * renders these blocks as React elements.
 */

import { truncateText } from "../lib/text.ts";
export type ContentBlock = { kind: "heading"; text: string } | { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export function parseContentBody(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    if (list?.length) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = null;
  };
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (/^##\s+/.test(line)) {
      flush();
      blocks.push({ kind: "heading", text: line.replace(/^##\s+/, "") });
    } else if (/^-\s+/.test(line)) {
      if (paragraph.length) flush();
      (list ??= []).push(line.replace(/^-\s+/, ""));
    } else if (list) {
      // A wrapped list item: the line continues the item above it.
      list[list.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The first paragraph, cut to about 155 characters: a page's meta description when it has no intro. */
export function summaryOf(blocks: readonly ContentBlock[], max = 155): string {
  const first = blocks.find((b) => b.kind === "paragraph")?.text ?? "";
  return truncateText(first, max);
}
