// Demo content for the embedded database: categories, motions and the four demo accounts.
export const DEMO_CATEGORIES = [
  { name: "Politics", slug: "politics", color: "#dc2626" },
  { name: "Technology", slug: "technology", color: "#2563eb" },
  { name: "Science", slug: "science", color: "#16a34a" },
  { name: "Economics", slug: "economics", color: "#ca8a04" },
  { name: "Sports", slug: "sports", color: "#ea580c" },
  { name: "Philosophy", slug: "philosophy", color: "#7c3aed" },
  { name: "Health", slug: "health", color: "#0d9488" },
  { name: "Entertainment", slug: "entertainment", color: "#db2777" },
] as const;

export const DEMO_ACCOUNTS = [
  { username: "demo_user", role: null },
  { username: "demo_plus", role: "pv_plus" },
  { username: "demo_moderator", role: "moderator" },
  { username: "demo_admin", role: "admin" },
] as const;

type Motion = [category: string, title: string, a: string, b: string];

export const DEMO_MOTIONS: Motion[] = [
  ["politics", "Should voting be compulsory in national elections?", "Compulsory voting", "Voluntary voting"],
  ["politics", "Should the voting age be lowered to sixteen?", "Lower it to 16", "Keep it at 18"],
  ["politics", "Should members of parliament face strict term limits?", "Impose term limits", "No term limits"],
  ["politics", "Is direct democracy better than representative democracy?", "Direct democracy", "Representatives"],
  [
    "technology",
    "Should social media platforms verify every user's identity?",
    "Verify identities",
    "Protect anonymity",
  ],
  ["technology", "Will artificial intelligence create more jobs than it destroys?", "More jobs", "Fewer jobs"],
  ["technology", "Should children under fourteen be banned from smartphones at school?", "Ban them", "Allow them"],
  ["technology", "Is open-source software safer than proprietary software?", "Open source", "Proprietary"],
  ["science", "Should humanity prioritise a crewed mission to Mars?", "Go to Mars", "Fix Earth first"],
  ["science", "Is nuclear power essential to reach net zero emissions?", "Nuclear is essential", "Renewables suffice"],
  ["science", "Should gene editing of human embryos be permitted for disease prevention?", "Permit it", "Forbid it"],
  [
    "science",
    "Should public funding favour basic research over applied research?",
    "Basic research",
    "Applied research",
  ],
  ["economics", "Should every adult receive a universal basic income?", "Universal basic income", "Targeted welfare"],
  ["economics", "Is a four-day working week good for the economy?", "Four-day week", "Five-day week"],
  [
    "economics",
    "Should the minimum wage be tied to the cost of living?",
    "Tie it to living costs",
    "Leave it to markets",
  ],
  ["economics", "Should cash remain legal tender everywhere?", "Keep cash", "Go cashless"],
  ["sports", "Should video assistant referees be used in every football league?", "Use VAR everywhere", "Scrap VAR"],
  ["sports", "Should esports be part of the Olympic Games?", "Include esports", "Keep them out"],
  ["sports", "Should college athletes be paid a salary?", "Pay athletes", "Keep them amateur"],
  ["sports", "Is the designated hitter good for baseball?", "Keep the DH", "Let pitchers hit"],
  ["philosophy", "Is it ever right to lie to protect someone's feelings?", "White lies are fine", "Honesty always"],
  ["philosophy", "Does free will exist in a deterministic universe?", "Free will exists", "It is an illusion"],
  ["philosophy", "Should we judge historical figures by today's morals?", "Judge by today", "Judge by their time"],
  ["philosophy", "Is a life of pleasure the best life?", "Pleasure first", "Meaning first"],
  ["health", "Should sugary drinks carry a health tax?", "Tax sugar", "Personal choice"],
  ["health", "Should organ donation be opt-out by default?", "Opt-out system", "Opt-in system"],
  ["health", "Is a plant-based diet healthier for most people?", "Plant-based", "Balanced omnivore"],
  ["entertainment", "Are streaming services killing cinema?", "Streaming wins", "Cinema survives"],
  [
    "entertainment",
    "Should award shows separate categories by gender?",
    "Keep separate awards",
    "Merge the categories",
  ],
  ["entertainment", "Are remakes and sequels ruining original storytelling?", "Remakes ruin it", "Remakes enrich it"],
  // the last one (ended, like every fifth) is the debate nobody voted on: its page says no votes were cast
  ["health", "Should hospitals ban visitors' flowers from wards?", "Ban the flowers", "Let flowers in"],
];

/** The ended demo debate with no votes: the last motion. */
export const UNVOTED_MOTION = DEMO_MOTIONS[DEMO_MOTIONS.length - 1][1];

export const DEMO_VIDEOS = [
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  "https://youtu.be/M7lc1UVf-VE",
  "https://www.youtube.com/embed/aqz-KE-bpKQ",
  "",
];

export const DEMO_COMMENTS = [
  "This is the strongest case I have heard for this side so far.",
  "I changed my mind halfway through the second speaker's rebuttal.",
  "Both debaters ignored the cost question, which is the heart of it.",
  "Great moderation, the time limits kept it sharp.",
  "I would love a rematch with a longer cross-examination.",
];
