import { displayName, roleLabel } from "@shared/domain/format";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@web/components/ui/dropdown-menu";
import { useSignOut } from "@web/features/auth/api/sign-out";
import { messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";
import { useSession } from "@web/records/session/get-session";
import { LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { ACCOUNT_BUTTON_CLASS, AccountAvatar } from "./account-avatar";

/** The avatar menu: who is signed in, Profile, Settings and Log out (account-menu.tsx mounts it). */
export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const user = useSession().data?.user;
  const signOut = useSignOut();
  const navigate = useNavigate();
  const name = displayName(user?.name, user?.email);

  const logOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => navigate("/login", { replace: true }),
      onError: (error) => notify.error({ title: "Sign Out Failed", description: messageOf(error) }),
    });

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label="Account menu" className={ACCOUNT_BUTTON_CLASS}>
        <AccountAvatar />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col">
          <span className="truncate">{name}</span>
          <span className="truncate font-normal text-muted-foreground text-xs">{user?.email}</span>
          <span className="mt-1 font-normal text-muted-foreground text-xs">{roleLabel()}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <SettingsIcon aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut} disabled={signOut.isPending}>
          <LogOutIcon aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
