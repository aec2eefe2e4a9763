import { ImageOff } from "lucide-react";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Field, labelClass } from "../../ui/field.tsx";
import { fieldId, useFormContext } from "../../ui/form.tsx";
import { Input } from "../../ui/input.tsx";

/**
 * A picture of a console form (an offer's image, the dealer's logo): the one stored now, a way to remove it and a file
 * field for a new one. The stored picture's URL is posted back (`name`), the new file as `${name}_file`; the server
 * stores the file (type by content, EXIF stripped) and its URL replaces the old one.
 */
export function ImageUploadField({
  name,
  label,
  hideLabel = false,
  current,
  previewSrc,
  hint,
  removeLabel,
  previewClassName = "h-24 w-36 object-cover",
}: {
  name: string;
  label: string;
  /** The section's title already says what it is. */
  hideLabel?: boolean;
  current: string;
  previewSrc: string | null;
  hint: string;
  removeLabel: string;
  previewClassName?: string;
}) {
  const ctx = useFormContext();
  const fileName = `${name}_file`;
  const id = fieldId(ctx.formId, fileName);
  return (
    <div className="space-y-4">
      <input type="hidden" name={name} value={current} />
      <div>
      {!hideLabel && <p className={labelClass}>{label}</p>}
      <div className="flex flex-wrap items-center gap-4">
        {previewSrc ? (
          <img src={previewSrc} alt={`The ${label.toLowerCase()} now`} className={`rounded-theme bg-slate-100 ring-1 ring-black/10 ${previewClassName}`} />
        ) : (
          <span className="grid h-24 w-36 place-items-center rounded-theme bg-slate-100 text-sm text-slate-600 ring-1 ring-black/10">
            <span className="flex flex-col items-center gap-1">
              <ImageOff aria-hidden="true" className="size-5" /> None yet
            </span>
          </span>
        )}
        {current && <Checkbox id={fieldId(ctx.formId, `remove_${name}`)} name={`remove_${name}`} label={removeLabel} defaultChecked={ctx.value(`remove_${name}`) === "on"} />}
      </div>
      </div>
      <Field id={id} label={current ? `Upload a new ${label.toLowerCase()}` : `Upload the ${label.toLowerCase()}`} hint={hint} error={ctx.error(fileName) ?? ctx.error(name)}>
        <Input
          type="file"
          name={fileName}
          accept="image/jpeg,image/png,image/webp"
          className="cursor-pointer py-2 text-sm file:mr-3 file:cursor-pointer file:rounded-theme file:border-0 file:bg-brand/10 file:px-3 file:py-1.5 file:font-semibold file:text-brand"
        />
      </Field>
    </div>
  );
}
