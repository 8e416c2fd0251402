// A vote as a handler reads it (its JSON body, a small check) answered 201 with a vote's answer, without a database.
const refuse = (message: string) => Response.json({ message }, { status: 400 });

export async function POST(request: Request) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refuse("The body is not valid JSON");
  }
  const { debateId, position } = (body ?? {}) as { debateId?: unknown; position?: unknown };
  if (typeof debateId !== "number" || !Number.isSafeInteger(debateId) || debateId < 1)
    return refuse("debateId must be a positive integer");
  if (position !== "A" && position !== "B") return refuse('position must be "A" or "B"');
  return Response.json({ debateId, position, hasVoted: true, voteCount: { total: 1 } }, { status: 201 });
}
