/**
 * A device's name in Settings' list of devices that receive notifications, from its browser's
 * user agent: 'Chrome on Android', 'Safari on iPhone', 'Firefox on Windows'.
 */
export function deviceLabel(userAgent: string): string {
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser && system) {
    return `${browser} on ${system}`;
  }
  return browser ?? (system ? `Browser on ${system}` : "Unknown browser");
}

// Order matters: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/EdgA?\/|EdgiOS\//, "Edge"],
  [/OPR\/|OPiOS\//, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

// iPadOS Safari says Macintosh; a touch screen is not in the user agent, so it stays 'Mac'.
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, "Android"],
  [/iPhone|iPod/, "iPhone"],
  [/iPad/, "iPad"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Linux/, "Linux"],
];

function browserOf(userAgent: string): string | null {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

function systemOf(userAgent: string): string | null {
  return SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}
