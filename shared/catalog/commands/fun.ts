// The Fun & Games command category: playful commands for the community.
import type { CommandCategory } from '../command-types';

export const funCategory: CommandCategory = {
  id: 'fun',
  title: 'Fun & Games',
  description: 'Light-hearted commands that get the chat going.',
  popularity: 88,
  icon: 'smile',
  commands: [
    { name: 'cuddle', description: 'Cuddle someone with a cosy GIF.', usage: 'cuddle <@user>' },
    { name: 'hack', description: 'Pretend to hack a member (it is only a joke).', usage: 'hack <@user>' },
    { name: 'hug', description: 'Send someone a warm hug.', usage: 'hug <@user>' },
    { name: 'joke', description: 'Tell a random joke.', usage: 'joke' },
    { name: 'kill', description: 'Defeat a member in a dramatic, harmless way.', usage: 'kill <@user>' },
    { name: 'meme', description: 'Post a fresh meme.', usage: 'meme' },
    { name: 'pat', description: 'Give someone a gentle pat.', usage: 'pat <@user>' },
    { name: 'wink', description: 'Wink at someone.', usage: 'wink <@user>' },
  ],
};
