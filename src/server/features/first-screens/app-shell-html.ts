import { html, type SafeHtml } from "../../http/html";

/**
 * The signed-in frame as the web app draws it (src/web/app/layout: sidebar from md up, header and
 * bottom navigation on phones), with the same classes, so the app's own frame replaces it in place.
 * Icons are empty boxes of their size: the frame is on screen for the moment the app's code loads.
 */
export function appShellHtml(path: string, content: SafeHtml): SafeHtml {
  return html`<div class="min-h-dvh bg-background">
<aside class="fixed inset-y-0 left-0 hidden w-64 flex-col border-r bg-sidebar text-sidebar-foreground md:flex">
<div class="flex h-16 items-center px-5">${brand()}</div>
<nav aria-label="Main" class="flex flex-1 flex-col gap-1 px-3 py-2">${SIDEBAR.map((link) => sidebarLink(link, path))}<div class="mt-auto pb-3">${sidebarLink(SETTINGS, path)}</div></nav>
</aside>
<div class="md:pl-64">
<header class="sticky top-0 z-30 flex h-16 items-center justify-between border-b bg-background/95 px-4 backdrop-blur md:justify-end md:px-8"><div class="md:hidden">${brand()}</div><span class="flex min-h-11 min-w-11 items-center justify-center"><span class="size-9 rounded-full bg-primary/15"></span></span></header>
<main class="mx-auto w-full max-w-7xl px-4 pt-6 pb-28 md:px-8 md:pb-10">${content}</main>
</div>
<nav aria-label="Main" class="fixed inset-x-0 bottom-0 z-40 flex border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden">${BOTTOM.map((link) => bottomLink(link, path))}</nav>
</div>`;
}

/** An icon's place: an empty box of its size. */
export function iconBox(sizeClass = "size-4"): SafeHtml {
  return html`<svg class="${sizeClass} shrink-0" aria-hidden="true"></svg>`;
}

type NavLink = { to: string; label: string };

// src/web/app/layout/nav-links.ts: the sidebar's order and the phones' own.
const DASHBOARD = { to: "/dashboard", label: "Dashboard" };
const TODAY = { to: "/today", label: "Today" };
const PROPERTIES = { to: "/properties", label: "Properties" };
const CLIENTS = { to: "/clients", label: "Clients" };
const APPOINTMENTS = { to: "/appointments", label: "Appointments" };
const MATCHING = { to: "/property-client-matching", label: "Matching" };
const SETTINGS = { to: "/settings", label: "Settings" };
const SIDEBAR = [DASHBOARD, TODAY, PROPERTIES, CLIENTS, APPOINTMENTS, MATCHING];
const BOTTOM = [DASHBOARD, PROPERTIES, MATCHING, CLIENTS, APPOINTMENTS];

function brand(): SafeHtml {
  return html`<a href="/dashboard" class="flex min-h-11 items-center gap-2 rounded-md font-semibold text-lg"><span class="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">${iconBox()}</span>Estate CRM</a>`;
}

function sidebarLink({ to, label }: NavLink, path: string): SafeHtml {
  const isActive = path === to || path.startsWith(`${to}/`);
  const tone = isActive
    ? "bg-sidebar-primary text-sidebar-primary-foreground"
    : "text-sidebar-foreground/80";
  return html`<a href="${to}" class="flex h-10 items-center gap-3 rounded-md px-3 font-medium text-sm ${tone}">${iconBox()}${label}</a>`;
}

function bottomLink({ to, label }: NavLink, path: string): SafeHtml {
  const isActive = path === to || path.startsWith(`${to}/`);
  const tone = isActive ? "text-primary" : "text-muted-foreground";
  return html`<a href="${to}" class="flex h-16 min-w-max flex-1 flex-col items-center justify-center gap-1 px-0.5 font-medium text-[11px] ${tone}">${iconBox("size-5")}${label}</a>`;
}
