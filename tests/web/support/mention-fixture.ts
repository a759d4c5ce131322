// A server's channels, roles and emoji for the autocomplete tests: what an editor hands its text fields.
import type { MentionSources } from '#web/components/autocomplete/mention-sources';

/** Three channels, two roles besides @everyone (the server's id), one custom emoji; '@' inserts `<@&id>`. */
export const MENTION_SOURCES: MentionSources = {
  serverId: '1100000000000000001',
  channels: [
    { id: '110000000000000101', name: 'welcome', type: 0 },
    { id: '110000000000000102', name: 'general', type: 0 },
    { id: '110000000000000103', name: 'announcements', type: 5 },
  ],
  roles: [
    { id: '1100000000000000001', name: '@everyone', color: 0, position: 0 },
    { id: '110000000000000113', name: 'Admin', color: 0xe74c3c, position: 8 },
    { id: '110000000000000116', name: 'Moderator', color: 0x2ecc71, position: 5 },
  ],
  emojis: [{ id: '110000000000000121', name: 'warden_wave', animated: false }],
  want: () => undefined,
  roleInsert: 'mention',
};
