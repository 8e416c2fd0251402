import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";

import { Providers } from "@/app/providers";
import { DevBanner } from "@/components/shell/dev-banner";
import { EARLY_MENU_PRESS_SCRIPT } from "@/components/shell/early-menu-press";
import { HeadRepair } from "@/components/shell/head-repair";
import { UnhideResourceNodes } from "@/components/shell/unhide-resource-nodes";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { WELCOME_SCRIPT, WelcomeLine } from "@/components/shell/welcome-line";
import { Toaster } from "@/components/ui/toaster";
import { SudoPromptSlot } from "@/components/second-factor/sudo-prompt-slot";
import { getActor } from "@/lib/server/accounts/get-actor";
import { CURRENT_USER_KEY } from "@/lib/api/query-keys";
import { env } from "@/lib/env";
import { getCurrentUser } from "@/lib/server/accounts/get-current-user";
import "./globals.css";

// metadataBase makes every canonical link, og:url and share image absolute, as the unfurlers need them
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(env().APP_URL),
    title: { template: "%s | People's Verdict", default: "People's Verdict" },
    description: "Watch two-sided debates and cast your vote. The verdict belongs to the people.",
    applicationName: "People's Verdict",
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#110c0c" },
  ],
};

// Runs before first paint so a stored dark theme never flashes light. Mirrors parseTheme in lib/hooks/use-theme.ts.
const THEME_SCRIPT = `try{if(localStorage.getItem("theme")==="dark")document.documentElement.classList.add("dark")}catch(e){}`;

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [requestHeaders, actor] = await Promise.all([headers(), getActor()]);
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  // the signed-in user arrives with the page: no flash of the signed-out header, no 401 call for visitors
  const user = actor ? await getCurrentUser(actor) : null;
  const fallback = { [CURRENT_USER_KEY]: user ? JSON.parse(JSON.stringify(user)) : null };
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: THEME_SCRIPT + EARLY_MENU_PRESS_SCRIPT + WELCOME_SCRIPT }}
        />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Providers fallback={fallback}>
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-background px-4 py-2 text-sm font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <DevBanner demo={env().DEMO_MODE} bugReportUrl={env().NEXT_PUBLIC_BUG_REPORT_URL} />
          <SiteHeader />
          {!actor && <WelcomeLine />}
          <main id="main-content" className="flex flex-1 flex-col">
            {children}
          </main>
          <SiteFooter />
          <Toaster />
          {actor && <SudoPromptSlot />}
          <HeadRepair />
          <UnhideResourceNodes />
        </Providers>
      </body>
    </html>
  );
}
