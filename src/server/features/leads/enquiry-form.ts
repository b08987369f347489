import { ENQUIRY_TEXTS, type EnquiryField } from "@shared/domain/enquiry";
import { escapeHtml } from "../../http/html";

export type EnquiryFormState = {
  token: string;
  stamp: string;
  /** The agent's country's calling code ('+91 '), what the phone starts with. */
  phonePrefix: string;
  values?: Partial<Record<EnquiryField, string>>;
  errors?: Partial<Record<EnquiryField, string>>;
  notice?: string;
};

const FIELDS: { name: EnquiryField; type: string; autocomplete: string }[] = [
  { name: "name", type: "text", autocomplete: "name" },
  { name: "phone", type: "tel", autocomplete: "tel" },
  { name: "email", type: "email", autocomplete: "email" },
  { name: "message", type: "textarea", autocomplete: "off" },
];

/**
 * The listing page's 'I'm interested' form as plain HTML, for a visitor without JavaScript: a
 * form post that the server answers with the thank-you page, or this form again with what was
 * typed and the problems beside the fields. The web app's form posts the same fields.
 */
export function enquiryFormHtml(state: EnquiryFormState): string {
  const fields = FIELDS.map((field) => fieldHtml(field, state)).join("");
  const notice = state.notice
    ? `<p role="alert" class="enq-error">${escapeHtml(state.notice)}</p>`
    : "";
  return `<form class="enq" method="post" action="/p/${escapeHtml(state.token)}/enquiry">
<h2>${ENQUIRY_TEXTS.heading}</h2>${notice}
<input type="hidden" name="stamp" value="${escapeHtml(state.stamp)}">
<div class="enq-trap" aria-hidden="true"><label>Website <input name="${ENQUIRY_TEXTS.honeypot}" tabindex="-1" autocomplete="off"></label></div>
${fields}<button type="submit">${ENQUIRY_TEXTS.send}</button></form>`;
}

/** A page of its own (the answer to a form post): the form again, a thank-you or a refusal. */
export function enquiryPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title><style>${ENQUIRY_CSS}</style></head>
<body><main class="enq-page">${body}</main></body></html>`;
}

export function thankYouHtml(agentName: string): string {
  return `<h1 role="status">${escapeHtml(ENQUIRY_TEXTS.thanks(agentName))}</h1>`;
}

/** Styles for the page without JavaScript: the app's own stylesheet has no rules for it. */
export const ENQUIRY_CSS = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
.enq-page{max-width:32rem;margin:0 auto;padding:1rem}
.enq{display:flex;flex-direction:column;gap:.75rem;max-width:32rem;margin:1rem auto;padding:1rem}
.enq-field{display:flex;flex-direction:column;gap:.25rem}
.enq label{font-weight:500}
.enq input,.enq textarea{font:inherit;min-height:44px;padding:.5rem;border:1px solid #888;border-radius:.5rem}
.enq button{font:inherit;min-height:44px;padding:.5rem 1rem;border-radius:.5rem;border:0;background:#0d6e6e;color:#fff}
.enq-error{color:#c0262d;margin:0}
@media (prefers-color-scheme:dark){.enq-error{color:#ff8a8a}}
.enq-trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}`;

function fieldHtml(
  { name, type, autocomplete }: (typeof FIELDS)[number],
  { values = {}, errors = {}, phonePrefix }: EnquiryFormState,
): string {
  const id = `enquiry-${name}`;
  const value = escapeHtml(values[name] ?? (name === "phone" ? phonePrefix : ""));
  const error = errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
  const required = name === "name" || name === "phone" ? " required" : "";
  const control =
    type === "textarea"
      ? `<textarea id="${id}" name="${name}" rows="3"${described}>${value}</textarea>`
      : `<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${value}"${required}${described}>`;
  const problem = error
    ? `<span id="${id}-error" class="enq-error">${escapeHtml(error)}</span>`
    : "";
  return `<div class="enq-field"><label for="${id}">${ENQUIRY_TEXTS.labels[name]}</label>${control}${problem}</div>\n`;
}
