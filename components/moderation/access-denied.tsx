import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The card a signed-in user without the role sees on a staff page. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <div className="mx-auto w-full max-w-md px-3 py-16">
      <Card role="alert">
        <CardHeader className="items-center text-center">
          <ShieldAlert className="size-10 text-destructive" aria-hidden />
          <CardTitle className="text-xl">
            <h1>Access Denied</h1>
          </CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Button asChild variant="outline">
            <Link href="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
