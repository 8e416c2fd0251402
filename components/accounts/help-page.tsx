import type { ReactNode } from "react";
import Link from "next/link";

type HelpSection = { heading: string; items: ReactNode[] };

/** A readable help article: a title, an intro, sections of tips, and where to go next. */
export function HelpPage({
  title,
  intro,
  sections,
  links,
}: {
  title: string;
  intro: string;
  sections: HelpSection[];
  links: { href: string; label: string }[];
}) {
  return (
    <article className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6">
            {section.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <nav aria-label="Next steps" className="mt-10 flex flex-wrap gap-3">
        {links.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            className="rounded-md border border-border px-4 py-2 text-sm font-medium hover:bg-accent"
          >
            {link.label}
          </Link>
        ))}
      </nav>
    </article>
  );
}
