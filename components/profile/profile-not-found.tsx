import Link from "next/link";
import { UserX } from "lucide-react";
import { AuthCard } from "@/components/accounts/auth-card";
import { Button } from "@/components/ui/button";

export function ProfileNotFound() {
  return (
    <AuthCard title="Profile Not Found" icon={<UserX aria-hidden />} description="Please log in to view your profile.">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="flex-1">
          <Link href="/login">Log In</Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link href="/">Back to Home</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
