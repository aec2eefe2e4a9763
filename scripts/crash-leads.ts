import { runLeadCrash } from "../tests/support/lead-crash.ts";

// Prints the figures of the lead crash test on both engines: node scripts/crash-leads.ts [total] [killAfter]
const total = Number(process.argv[2] ?? 400);
const killAfter = Number(process.argv[3] ?? 150);
const rows = [await runLeadCrash("pglite", total, killAfter), await runLeadCrash("postgres", total, killAfter)];
console.table(rows);
