import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds (e.g. parallel test runs) live side by side; the launcher reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
