import { expect, test } from "vitest";
import { z } from "../schemas/zod";
import {
  checkSignIn,
  EMAIL_INVALID,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
} from "./sign-in";

test.each([
  [
    { email: " agent@example.com ", password: "x" },
    { input: { email: "agent@example.com", password: "x" } },
  ],
  [{ email: "", password: "" }, { issues: { email: EMAIL_REQUIRED, password: PASSWORD_REQUIRED } }],
  [{ email: "   ", password: "x" }, { issues: { email: EMAIL_REQUIRED } }],
  [{ email: "agent@", password: "x" }, { issues: { email: EMAIL_INVALID } }],
  [{ email: "agent@example.com", password: "" }, { issues: { password: PASSWORD_REQUIRED } }],
  [{ email: "a..b@example.com", password: "x" }, { issues: { email: EMAIL_INVALID } }],
])("checkSignIn(%j) is %j", (input, expected) => {
  expect(checkSignIn(input)).toEqual(expected);
});

test.each([
  "agent@example.com",
  "first.last+crm@mail.example.co.in",
  "o'brien@example.ie",
  ".agent@example.com",
  "agent.@example.com",
  "agent@example",
  "agent@-example.com",
  "agent example@example.com",
])("the pattern accepts %s exactly when zod's e-mail check does", (address) => {
  expect(EMAIL_PATTERN.test(address)).toBe(z.email().safeParse(address).success);
});
