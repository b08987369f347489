import { initials } from "@shared/domain/format";
import { AVATAR_WIDTH, photoSizeUrl } from "@shared/domain/photo-sizes";
import { Avatar, AvatarFallback, AvatarImage } from "@web/components/ui/avatar";
import { useSession } from "@web/records/session/get-session";

/** The signed-in agent's photo, or their initials, as the header's account button shows it. */
export function AccountAvatar() {
  const user = useSession().data?.user;
  return (
    <Avatar>
      {user?.image && <AvatarImage src={photoSizeUrl(user.image, AVATAR_WIDTH)} alt="" />}
      <AvatarFallback>{initials(user?.name, user?.email)}</AvatarFallback>
    </Avatar>
  );
}

export const ACCOUNT_BUTTON_CLASS =
  "flex min-h-11 min-w-11 items-center justify-center gap-3 rounded-full";
