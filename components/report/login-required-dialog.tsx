"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { withFrom } from "@/lib/safe-redirect";
import { DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type Props = { onCloseAutoFocus?: (event: Event) => void };

/** What a visitor sees instead of the report form (document 1, sections 4 and 5). */
export function LoginRequiredContent({ onCloseAutoFocus }: Props) {
  const pathname = usePathname() ?? "/";
  return (
    <DialogContent className="sm:max-w-[425px]" onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Lock className="size-5 text-muted-foreground" aria-hidden />
          Login Required
        </DialogTitle>
        <DialogDescription>You must be logged in to report content</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button asChild variant="outline">
          <Link href={withFrom("/register", pathname)}>Create Account</Link>
        </Button>
        <Button asChild>
          <Link href={withFrom("/login", pathname)}>Sign In</Link>
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
