import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";
import { Button } from "./button.tsx";
import { Field } from "./field.tsx";
import { Input } from "./input.tsx";

/**
 * A value to copy (a new API key, a link to hand over): a read-only field, selected on focus so it can be copied
 * without JavaScript too, and a Copy button once the browser has taken over. "Copied" is announced politely.
 */
export function CopyField({ id, label, value, hint, className }: { id: string; label: string; value: string; hint?: string; className?: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(t);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the text for Ctrl+C instead.
      input.current?.select();
      return;
    }
    setCopied(true);
  }

  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input ref={input} readOnly value={value} spellCheck={false} autoComplete="off" onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
        {hydrated && (
          <Button variant="primary" onClick={copy} className="shrink-0">
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? "Copied" : "Copy"}
          </Button>
        )}
      </div>
      <span role="status" className="sr-only">
        {copied ? `${label} copied to the clipboard.` : ""}
      </span>
    </Field>
  );
}
