import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { addProperty, expect, PASSWORD, signInThroughForm, test, toast } from "./support/fixtures";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

test("an agent edits the profile: fields unlock with Edit Profile, save, and show in the menu", async ({
  page,
  account,
}) => {
  await page.goto("/profile");
  const name = page.getByLabel("Agent Name");
  await expect(name).toBeDisabled();
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByLabel("Email")).toBeDisabled();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await name.fill("Asha Verma");
  await page.getByLabel("Company Name").fill("Verma Realty");
  await page.getByLabel("Phone Number").fill("+91 98200 33333");
  await page.getByLabel("Website").fill("verma-realty.in");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile Updated!")).toBeVisible();
  await expect(name).toBeDisabled();
  await expect(page.getByLabel("Website")).toHaveValue("https://verma-realty.in");
  await expect(page.getByRole("button", { name: "Account menu" })).toContainText("AV");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Company Name").fill("Something Else");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Company Name")).toHaveValue("Verma Realty");

  await page.reload();
  await expect(page.getByLabel("Agent Name")).toHaveValue("Asha Verma");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menu")).toContainText("Asha Verma");
});

test("a bad website is refused and what was typed stays", async ({ page, account }) => {
  void account;
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Company Name").fill("Verma Realty");
  await page.getByLabel("Website").fill("not a website");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Enter a valid website address")).toBeVisible();
  await expect(page.getByLabel("Company Name")).toHaveValue("Verma Realty");
});

test("an agent changes the avatar, and a non-image is refused", async ({ page, account }) => {
  void account;
  await page.goto("/profile");
  await expect(page.getByRole("main").getByText("A", { exact: true })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Change Avatar" }).click();
  await (await chooser).setFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
  await expect(toast(page, "Profile Updated!")).toBeVisible();
  await expect(page.getByRole("img", { name: "Your avatar" })).toBeVisible();

  const second = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Change Avatar" }).click();
  await (await second).setFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("hello"),
  });
  await expect(toast(page, "Avatar Upload Failed")).toBeVisible();
});

test("an agent changes the password from the profile", async ({ page, account }) => {
  await page.goto("/profile");
  await page.getByLabel("Current Password").fill(account.password);
  await page.getByLabel("New Password").fill("fresh-pass");
  await page.getByLabel("Confirm Password").fill("other-pass");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Passwords do not match")).toBeVisible();

  await page.getByLabel("New Password").fill("abc");
  await page.getByLabel("Confirm Password").fill("abc");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password too short")).toContainText(
    "Password must be at least 6 characters.",
  );

  await page.getByLabel("Current Password").fill("wrong-pass");
  await page.getByLabel("New Password").fill("fresh-pass");
  await page.getByLabel("Confirm Password").fill("fresh-pass");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password Update Failed")).toBeVisible();

  await page.getByLabel("Current Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(toast(page, "Password Updated Successfully")).toBeVisible();
  await page.context().clearCookies();
  await page.goto("/login");
  await signInThroughForm(page, { email: account.email, password: "fresh-pass" });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("an account without a password (made with Google) is asked only for the new one", async ({
  page,
  account,
}) => {
  void account;
  // This browser's account has a password; the profile is made to say it has none, as a Google
  // sign-up's does, and the server then refuses to set a second one.
  await page.route("**/api/profile", async (route) => {
    const response = await route.fetch();
    const json = { ...(await response.json()), hasPassword: false };
    await route.fulfill({ response, json });
  });
  await page.goto("/profile");
  await expect(page.getByText("Choose a password to sign in with it too.")).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveCount(0);
  await page.getByLabel("New Password").fill("first-pass");
  await page.getByLabel("Confirm Password").fill("first-pass");
  const setting = page.waitForRequest("**/api/profile/password");
  await page.getByRole("button", { name: "Update Password" }).click();
  expect((await setting).postDataJSON()).toEqual({
    password: "first-pass",
    confirmPassword: "first-pass",
  });
  await expect(toast(page, "Password Update Failed")).toContainText(
    "Your account already has a password: change it with your current password.",
  );
});

test("an agent downloads their data as a zip from the profile", async ({ page, account }) => {
  await addProperty(page, { title: "Sea View Flat" });
  await page.goto("/profile");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("estate-crm-my-data.zip");
  const zip = unzipSync(await readFile(await file.path()));
  const data = JSON.parse(new TextDecoder().decode(zip["account.json"]));
  expect(data.profile.email).toBe(account.email);
  expect(data.properties.map(({ title }: { title: string }) => title)).toEqual(["Sea View Flat"]);
});
