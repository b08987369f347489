import { createLocalStore } from "@web/lib/local-store";

export type Theme = "light" | "dark";
export const THEME_KEY = "crm_theme";

const themeStore = createLocalStore<Theme>(THEME_KEY, (raw) =>
  raw === "light" ? "light" : "dark",
);

export const useTheme = themeStore.useValue;

export function setTheme(theme: Theme) {
  themeStore.write(theme);
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
}
