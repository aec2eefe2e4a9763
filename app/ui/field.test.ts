import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox.tsx";
import { Field } from "./field.tsx";
import { ErrorSummary, FormAlert } from "./form.tsx";
import { Input } from "./input.tsx";
import { RadioButtons, RadioGroup } from "./radio-group.tsx";
import { Select } from "./select.tsx";
import { Textarea } from "./textarea.tsx";

const html = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);

describe("Field", () => {
  it("labels its control and wires the hint and the error to it", () => {
    const out = html(h(Field, { id: "f-email", label: "Email", required: true, showRequired: true, hint: "We reply here.", error: "Please enter your email address.", children: h(Input, { name: "email" }) }));
    expect(out).toContain('<label for="f-email"');
    expect(out).toContain('<input id="f-email" aria-invalid="true" aria-describedby="f-email-hint f-email-error" aria-required="true"');
    expect(out).toContain('id="f-email-hint"');
    expect(out).toContain('id="f-email-error"');
    expect(out).toContain("Please enter your email address.");
    expect(out).toMatch(/\*<\/span>/);
  });

  it("marks an optional field and leaves a valid one unflagged", () => {
    const out = html(h(Field, { id: "f-note", label: "Note", showRequired: true, children: h(Textarea, { name: "note" }) }));
    expect(out).toContain("(optional)");
    expect(out).not.toContain("aria-invalid");
    expect(out).not.toContain("aria-describedby");
  });

  it("lets a control's own aria props win (the sign-in alert)", () => {
    const out = html(h(Field, { id: "p", label: "Phone", children: h(Input, { name: "phone", "aria-describedby": "sign-in-error", "aria-invalid": true }) }));
    expect(out).toContain('aria-invalid="true" aria-describedby="sign-in-error"');
  });
});

describe("controls", () => {
  it("keeps the select's white background beside its chevron", () => {
    const out = html(h(Select, { name: "s", options: [{ value: "a", label: "A" }] }));
    expect(out).toContain("bg-white");
    expect(out).toContain("bg-no-repeat");
    expect(out).toContain('<option value="">Please choose</option>');
    expect(html(h(Select, { name: "s", chevron: false, placeholder: null }))).not.toContain("appearance-none");
  });

  it("lets the caller's class replace the kit's (inset look, layout)", () => {
    const out = html(h(Input, { name: "x", inset: true, className: "py-3 text-lg" }));
    expect(out).toContain("px-3.5");
    expect(out).toContain("shadow-inner");
    expect(out).toContain("text-lg");
    expect(out).not.toContain("text-base");
  });

  it("renders a checkbox with its label and error, and radio buttons in a group", () => {
    const box = html(h(Checkbox, { id: "c", name: "terms", label: "I agree", error: "Please agree." }));
    expect(box).toContain('<input type="checkbox" id="c" aria-invalid="true" aria-describedby="c-error"');
    expect(box).toContain('<label for="c"');
    const group = html(h(RadioGroup, { id: "g", legend: "Contact by", error: "Pick one", children: h(RadioButtons, { name: "m", value: "Email", options: [{ value: "Phone", label: "Phone" }, { value: "Email", label: "Email" }] }) }));
    expect(group).toContain('<fieldset id="g"');
    expect(group).toContain('aria-describedby="g-error"');
    expect(group).toContain(`checked="" value="Email"`);
  });
});

describe("form feedback", () => {
  it("lists the errors with links to their fields", () => {
    const out = html(h(ErrorSummary, { formId: "f", errors: { name: "Please enter your first name.", "adjustmentAnswers.1": "Pick" } }));
    expect(out).toContain('role="alert"');
    expect(out).toContain("Please fix the following errors:");
    expect(out).toContain('href="#f-name"');
    expect(out).toContain('href="#f-adjustmentAnswers-1"');
    expect(html(h(ErrorSummary, { formId: "f", errors: {} }))).toBe("");
  });

  it("shows a form-level error under its title", () => {
    const out = html(h(FormAlert, { title: "An error occurred", message: "Too many" }));
    expect(out).toContain("An error occurred");
    expect(out).toContain("Too many");
  });
});
