/** JSON for an inline script: '<' escaped so a value can never close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
