// Types for the parts of eslint.config.js that tests import (app/db/table-owners.test.ts).
export declare const TABLE_OWNERS: Record<string, { tables: string[]; calls: string }>;
declare const config: unknown[];
export default config;
