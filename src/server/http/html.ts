/** HTML the server writes itself: every interpolated value is escaped unless it is `SafeHtml`. */

/** Markup already escaped (made by `html`), put in as it is. */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Value = string | number | SafeHtml | null | undefined | false | readonly Value[];

/** A tagged template: `html\`<h2>${title}</h2>\`` escapes `title`; lists are joined; null, undefined and false write nothing. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, text, index) => out + text + written(values[index]), ""),
  );
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}

function written(value: Value): string {
  if (value === null || value === undefined || value === false) {
    return "";
  }
  if (value instanceof SafeHtml) {
    return value.text;
  }
  if (Array.isArray(value)) {
    return value.map(written).join("");
  }
  return escapeHtml(String(value));
}
