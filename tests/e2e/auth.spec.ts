import { lastMailTo } from "../support/outbox";
import { E2E_DATA_DIR } from "./support/e2e-server";
import { expect, newEmail, PASSWORD, signInThroughForm, test, toast } from "./support/fixtures";

test("an agent signs up, signs in, stays signed in across a reload, and signs out", async ({
  page,
}) => {
  const account = { email: newEmail(), password: PASSWORD };
  await page.goto("/signup");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm Password").fill(account.password);
  await page.getByRole("button", { name: "Sign Up" }).click();

  await expect(toast(page, "Account Created!")).toContainText(
    "Please check your email to verify your account.",
  );
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle("Dashboard - real estate CRM");
  const localPart = account.email.split("@")[0] ?? "";
  await expect(page.getByText(`Welcome back, ${localPart}`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toContainText("Agent");
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("the password can be shown while typing it", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("visible-secret");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("a signed-out visitor is sent to /login and returns to where they were going", async ({
  page,
  account,
}) => {
  await page.context().clearCookies();

  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
});

test("an unknown path leads to the dashboard", async ({ page, account }) => {
  void account;
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("sign-up refuses mismatched and too-short passwords with SPEC's toasts", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Email").fill(newEmail());
  await page.getByLabel("Password", { exact: true }).fill("secret-one");
  await page.getByLabel("Confirm Password").fill("secret-two");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Passwords do not match")).toContainText(
    "Please check your passwords and try again.",
  );

  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm Password").fill("12345");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Password too short")).toContainText(
    "Password must be at least 6 characters.",
  );
  await expect(page).toHaveURL(/\/signup$/);
});

test("signing up with a registered address says so", async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto("/signup");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Sign Up Failed")).toContainText(
    "This email is already registered. Please try signing in.",
  );
});

test("a wrong password shows 'Login Failed'", async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto("/login");
  await signInThroughForm(page, { email: account.email, password: "not-the-password" });
  await expect(toast(page, "Login Failed")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("an agent resets a forgotten password through the e-mailed link", async ({
  page,
  account,
}) => {
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(toast(page, "Check your email")).toContainText(
    "A password reset link has been sent to your email address.",
  );
  await expect(page.getByRole("status").filter({ hasText: account.email })).toBeVisible();

  const mail = await lastMailTo(E2E_DATA_DIR, account.email);
  await page.goto(mail.link);
  await expect(page).toHaveURL(/\/update-password\?token=/);
  await page.getByLabel("New Password").fill("abc");
  await page.getByLabel("Confirm Password").fill("abd");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm Password").fill("abc");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password too short")).toContainText(
    "Password must be at least 6 characters.",
  );

  await page.getByLabel("New Password").fill("a-new-secret");
  await page.getByLabel("Confirm Password").fill("a-new-secret");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password Updated Successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, { email: account.email, password: "a-new-secret" });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("/update-password without a token or a session says the session expired", async ({ page }) => {
  await page.goto("/update-password");
  await expect(toast(page, "Session expired")).toContainText(
    "Please log in to update your password.",
  );
  await expect(page).toHaveURL(/\/login$/);
});

test("an agent signs in with the keyboard alone", async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);

  // Signed in, focus is on the dashboard's heading (it used to fall to <body>, and the next Tab
  // reached the skip link): the page is announced and Tab goes on from there.
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeFocused();
});

test("a refused session check (429) never reads as signed out", async ({ page, account }) => {
  void account;
  await page.route("**/api/auth/get-session", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: JSON.stringify({ message: "Too many requests. Please try again later." }),
    }),
  );
  await page.goto("/clients");
  await expect(page.getByRole("heading", { name: "Could not check your sign-in" })).toBeVisible({
    timeout: 15_000,
  });
  expect(new URL(page.url()).pathname).toBe("/clients");

  await page.unroute("**/api/auth/get-session");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
});

test("signing in lands in the app even when the session check after it is refused", async ({
  page,
  baseURL,
}) => {
  const account = { email: newEmail(), password: PASSWORD };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { ...account, name: "" },
    headers: { origin: baseURL ?? "" },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto("/login");
  await page.route("**/api/auth/get-session", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: "{}" }),
  );
  await signInThroughForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, "Login Failed")).toHaveCount(0);
});
