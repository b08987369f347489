import { lazy, Suspense, useState } from "react";
import { ACCOUNT_BUTTON_CLASS, AccountAvatar } from "./account-avatar";

const loadUserMenu = () => import("./user-menu");
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

/**
 * The header's account button. The menu behind it (Radix menu and popper) is no part of the
 * first screen: it loads when the agent points at or focuses the button, and opens on the first
 * click, whether by pointer or keyboard.
 */
export function AccountMenu() {
  const [isOpened, setIsOpened] = useState(false);
  const button = (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={isOpened}
      className={ACCOUNT_BUTTON_CLASS}
      onPointerEnter={() => void loadUserMenu()}
      onFocus={() => void loadUserMenu()}
      onClick={() => setIsOpened(true)}
    >
      <AccountAvatar />
    </button>
  );
  if (!isOpened) {
    return button;
  }
  return (
    <Suspense fallback={button}>
      <UserMenu defaultOpen />
    </Suspense>
  );
}
