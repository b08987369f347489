import { describe, expect, it } from "vitest";
import { escapeHtml, html } from "./html";

describe("escapeHtml", () => {
  it.each([
    ["plain words", "plain words"],
    [`<script>alert("x")</script>`, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"],
    ["Tom & Jerry's", "Tom &amp; Jerry&#39;s"],
    ['" onerror="x', "&quot; onerror=&quot;x"],
  ])("%s", (text, escaped) => {
    expect(escapeHtml(text)).toBe(escaped);
  });
});

describe("html", () => {
  it.each([
    ["a text value is escaped", html`<h2>${"<b>"}</h2>`, "<h2>&lt;b&gt;</h2>"],
    ["a number is written", html`<p>${42}</p>`, "<p>42</p>"],
    [
      "null, undefined and false write nothing",
      html`<p>${null}${undefined}${false}</p>`,
      "<p></p>",
    ],
    ["nested markup is kept", html`<ul>${html`<li>${"&"}</li>`}</ul>`, "<ul><li>&amp;</li></ul>"],
    ["lists are joined", html`<ul>${["<a>", html`<li></li>`]}</ul>`, "<ul>&lt;a&gt;<li></li></ul>"],
  ])("%s", (_case, written, expected) => {
    expect(String(written)).toBe(expected);
  });
});
