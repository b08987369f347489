import { Button } from "@web/components/ui/button";
import { EyeIcon, EyeOffIcon } from "lucide-react";

type ShowHiddenToggleProps = { count: number; isShown: boolean; onToggle: () => void };

/** 'Show hidden (N)': brings the 'Not suitable' matches back into a list, with their chip. */
export function ShowHiddenToggle({ count, isShown, onToggle }: ShowHiddenToggleProps) {
  if (count === 0) {
    return null;
  }
  const Icon = isShown ? EyeOffIcon : EyeIcon;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-end"
      aria-pressed={isShown}
      onClick={onToggle}
    >
      <Icon aria-hidden="true" />
      Show hidden ({count})
    </Button>
  );
}
