/** A schema.org JSON-LD block (ADR 045). `json` comes from `jsonForScript`, which escapes '<' so no value can close the element. */
export function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
