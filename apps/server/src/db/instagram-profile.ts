import type { InstagramProfileData } from './schema.ts';

/**
 * The Instagram profile an admin saved on a venue or an artist, as stored: every field present,
 * blanks as null, or null for no profile at all.
 */
export function storedInstagramProfile(
  profile: InstagramProfileData | null | undefined,
): InstagramProfileData | null {
  if (!profile) return null;
  return {
    username: profile.username,
    website: profile.website ?? null,
    biography: profile.biography ?? null,
    profilePicture: profile.profilePicture ?? null,
  };
}
