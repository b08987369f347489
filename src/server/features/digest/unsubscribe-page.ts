/**
 * The small signed-out pages of the digest's unsubscribe link. The GET page changes nothing:
 * its button posts to the same address, which is what one-click mail apps do by themselves.
 */

export function unsubscribePage(): string {
  return page(
    "Stop the morning e-mail?",
    `<p>You will no longer get the morning e-mail of your day. Your notifications stay as they are.</p>
<form method="post"><button type="submit" style="${BUTTON_STYLE}">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(): string {
  return page(
    "You are unsubscribed",
    "<p>You will no longer get the morning e-mail. You can turn it on again in Settings, under Notifications.</p>",
  );
}

const BUTTON_STYLE =
  "min-height:44px;padding:0 20px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font:inherit;cursor:pointer";

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="color-scheme" content="light dark"><title>${title} · Estate CRM</title></head>
<body style="font-family:system-ui,sans-serif;max-width:480px;margin:48px auto;padding:0 16px;line-height:1.5">
<h1 style="font-size:22px">${title}</h1>
${body}
</body></html>`;
}
