import "server-only";

/** The failed-login counter of a name as typed at sign-in (an email or a username, any letter case). */
export const loginNameKey = (emailOrUsername: string) => `name:${emailOrUsername.toLowerCase()}`;
