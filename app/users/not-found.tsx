import Link from "next/link";
import { UserX } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function UserNotFound() {
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center gap-4 px-4 py-16 text-center">
      <UserX className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">User Not Found</h1>
      <p className="text-sm text-muted-foreground">This account does not exist or has been deleted.</p>
      <Button asChild>
        <Link href="/">Back to Home</Link>
      </Button>
    </section>
  );
}
