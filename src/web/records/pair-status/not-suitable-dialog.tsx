import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { useId, useState } from "react";

type NotSuitableDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => void;
};

/** 'Not suitable' takes the pair out of matching; the agent may say why (optional). */
export function NotSuitableDialog({ open, onOpenChange, onConfirm }: NotSuitableDialogProps) {
  const [reason, setReason] = useState("");
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        onOpenChange(isOpen);
        if (!isOpen) {
          setReason("");
        }
      }}
    >
      <DialogContent className="sm:max-w-sm">
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(reason.trim());
            setReason("");
          }}
        >
          <DialogHeader>
            <DialogTitle>Not suitable</DialogTitle>
            <DialogDescription>
              This listing leaves the client's matches; 'Show hidden' brings it back.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor={id}>Reason (optional)</Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              placeholder="e.g. too far from the station"
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">Mark not suitable</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
