// Looks up the names and colours that mentions in Discord markdown are drawn with.

/** Name lookups for `<@id>`, `<@&id>` and `<#id>`; unknown ids are drawn as Discord draws them. */
export interface MentionResolver {
  user?: (id: string) => { name: string } | undefined;
  role?: (id: string) => { name: string; color?: number } | undefined;
  channel?: (id: string) => { name: string } | undefined;
}
