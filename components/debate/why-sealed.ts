/** The id of the debate page's 'why the split is sealed' section, which the status strip's sealed line points to. */
export const WHY_SEALED_ID = "why-sealed";
