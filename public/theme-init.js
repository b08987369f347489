// Runs before the app: the theme stored under crm_theme (default dark) goes on <html> at once.
(() => {
  let theme = "dark";
  try {
    theme = localStorage.getItem("crm_theme") === "light" ? "light" : "dark";
  } catch {
    // Storage can be blocked; the default theme applies.
  }
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
})();
