// The Media command category: media-only channels.
import type { CommandCategory } from '../command-types';

export const mediaCategory: CommandCategory = {
  id: 'media',
  title: 'Media',
  description: 'Keep media channels for pictures and videos only.',
  popularity: 70,
  icon: 'image',
  commands: [
    {
      name: 'media setup',
      description: 'Make a channel media-only: text-only posts are removed.',
      usage: 'media setup <#channel>',
    },
    {
      name: 'media remove',
      description: 'Turn a media-only channel back into a normal one.',
      usage: 'media remove <#channel>',
    },
    { name: 'media show', description: 'List the media-only channels.', usage: 'media show' },
    { name: 'media reset', description: 'Turn off every media-only channel.', usage: 'media reset' },
  ],
};
