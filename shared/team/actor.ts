/** How a change's author is named in the histories (issue 26): their name, with the email that identifies them. */
export function actorLabel(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} (${email})` : email;
}
