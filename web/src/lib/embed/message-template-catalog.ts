// The editors' template gallery: eight starting points as Discord message JSON, plus buttons for the role menu.
import type { DiscordMessageJson } from './embed-json';
import type { RoleButtonStyle } from './reaction-role-payload';

/** One template: what the gallery lists, the message it starts from, and role buttons to offer. */
export interface MessageTemplate {
  id: string;
  name: string;
  summary: string;
  message: DiscordMessageJson;
  /** Buttons the reaction-role builder starts with (labels and emoji; the roles are the server's to pick). */
  roleButtons?: { label: string; emoji: string; style: RoleButtonStyle }[];
}

const BLURPLE = 0x5865f2;
const GREEN = 0x23a55a;
const YELLOW = 0xf0b232;
const FUCHSIA = 0xeb459e;
const RED = 0xda373c;

/** Every template, in the gallery's order. */
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    id: 'server-rules',
    name: 'Server rules',
    summary: 'Six clear rules, with how moderation works.',
    message: {
      embeds: [
        {
          title: '📜 Server rules',
          description:
            'Welcome! These rules keep this a place people want to be. By chatting here you agree to them.',
          color: BLURPLE,
          fields: [
            {
              name: '1. Be respectful',
              value: 'No harassment, hate speech, slurs or personal attacks.',
              inline: false,
            },
            { name: '2. Keep it safe', value: 'No NSFW, gore or shocking content, anywhere.', inline: false },
            {
              name: '3. No spam',
              value: 'No floods, mass mentions, or unsolicited ads and DMs.',
              inline: false,
            },
            {
              name: '4. Right channel',
              value: 'Keep topics to their channels; check pins first.',
              inline: false,
            },
            { name: '5. Privacy', value: "Never share someone's personal information.", inline: false },
            {
              name: '6. Discord rules',
              value: 'Follow the Discord Terms of Service and Community Guidelines.',
              inline: false,
            },
          ],
          footer: {
            text: 'Moderators may warn, mute or ban at their discretion. Questions? Ask a moderator.',
          },
        },
      ],
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 5, label: 'Community Guidelines', url: 'https://discord.com/guidelines' },
          ],
        },
      ],
    },
  },
  {
    id: 'welcome',
    name: 'Welcome',
    summary: 'A warm hello with where to start. Uses {user} and {server} in the welcome editor.',
    message: {
      content: 'Welcome {user}! 👋',
      embeds: [
        {
          title: 'Welcome to {server}!',
          description:
            "We're glad you're here. Here is how to get started:\n\n" +
            '• Read the rules so you know how things work\n' +
            '• Pick your roles to see the channels you care about\n' +
            '• Say hi and tell us what brought you here',
          color: GREEN,
          footer: { text: 'Enjoy your stay!' },
        },
      ],
    },
  },
  {
    id: 'announcement',
    name: 'Announcement',
    summary: 'News with the what, the when and a link to the details.',
    message: {
      embeds: [
        {
          title: '📣 Big news',
          description:
            'Write the headline in one sentence, then the details: what is changing, why, and what members need to do (if anything).',
          color: BLURPLE,
          fields: [
            { name: 'What', value: 'The change in a few words', inline: true },
            { name: 'When', value: 'The date it happens', inline: true },
          ],
          footer: { text: 'Thanks for being part of the community' },
          timestamp: '2026-01-01T00:00:00.000Z',
        },
      ],
      components: [
        { type: 1, components: [{ type: 2, style: 5, label: 'Read more', url: 'https://example.com/news' }] },
      ],
    },
  },
  {
    id: 'event',
    name: 'Event',
    summary: 'Date, time, place and how to join.',
    message: {
      embeds: [
        {
          title: '🎉 Community game night',
          description:
            'Join us for an evening of games, voice chat and good company. Everyone is welcome, newcomers especially!',
          color: FUCHSIA,
          fields: [
            { name: '📅 Date', value: 'Saturday, 1 March', inline: true },
            { name: '🕗 Time', value: '20:00 UTC', inline: true },
            { name: '📍 Where', value: 'The Events voice channel', inline: true },
            { name: 'How to join', value: 'React with ✅ so we know how many to plan for.', inline: false },
          ],
          footer: { text: 'See you there!' },
        },
      ],
    },
  },
  {
    id: 'giveaway',
    name: 'Giveaway',
    summary: 'Prize, how to enter, end date and fair-play rules.',
    message: {
      embeds: [
        {
          title: '🎁 Giveaway!',
          description: 'We are giving away **a prize worth having**. Good luck to everyone!',
          color: YELLOW,
          fields: [
            { name: 'How to enter', value: 'React with 🎉 below this message.', inline: false },
            { name: 'Ends', value: 'Sunday at 18:00 UTC', inline: true },
            { name: 'Winners', value: '1', inline: true },
            {
              name: 'Rules',
              value: 'One entry per member. Alt accounts are disqualified. The winner has 48 hours to claim.',
              inline: false,
            },
          ],
          footer: { text: 'Winners are drawn at random and announced here' },
        },
      ],
    },
  },
  {
    id: 'role-menu',
    name: 'Role menu',
    summary: 'Let members pick their own roles with buttons.',
    message: {
      content: '**Pick your roles!** Click a button to get a role, and click it again to remove it.',
      embeds: [
        {
          title: '🎭 Choose your roles',
          description:
            '📢 **Announcements**: pings for server news\n🎉 **Events**: pings for game nights and events\n🎮 **Gamer**: the gaming channels',
          color: BLURPLE,
        },
      ],
    },
    roleButtons: [
      { label: 'Announcements', emoji: '📢', style: 1 },
      { label: 'Events', emoji: '🎉', style: 3 },
      { label: 'Gamer', emoji: '🎮', style: 2 },
    ],
  },
  {
    id: 'support-ticket',
    name: 'Support ticket info',
    summary: 'How to get help, what to include and when to expect a reply.',
    message: {
      embeds: [
        {
          title: '🎫 Need help?',
          description: 'Open a ticket and our team will get back to you privately.',
          color: GREEN,
          fields: [
            {
              name: 'Before you open one',
              value: 'Check the FAQ: your answer may already be there.',
              inline: false,
            },
            {
              name: 'What to include',
              value: 'What happened, what you expected, and screenshots if you have them.',
              inline: false,
            },
            { name: 'Response time', value: 'Usually within 24 hours', inline: true },
            { name: 'Please', value: "Don't DM staff directly", inline: true },
          ],
          footer: { text: 'Be patient and kind: we are volunteers' },
        },
      ],
    },
  },
  {
    id: 'partnership',
    name: 'Partnership',
    summary: 'Introduce a partner server with a join button.',
    message: {
      embeds: [
        {
          title: '🤝 Our new partner',
          description:
            'We are partnering with **Partner Server**, a friendly community about the things we love. Go say hello!',
          color: BLURPLE,
          fields: [
            { name: 'Why we partnered', value: 'Shared interests and a great community', inline: false },
            { name: 'Members', value: 'A growing community', inline: true },
          ],
          footer: { text: 'Interested in partnering? Contact a moderator.' },
        },
      ],
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 5, label: 'Join the server', url: 'https://discord.gg/discord-developers' },
          ],
        },
      ],
    },
  },
  {
    id: 'maintenance',
    name: 'Maintenance notice',
    summary: 'Planned downtime: when, how long and what is affected.',
    message: {
      embeds: [
        {
          title: '🛠️ Planned maintenance',
          description: 'Some features will be unavailable for a short while. Thanks for your patience!',
          color: RED,
          fields: [
            { name: 'Starts', value: 'Tuesday 06:00 UTC', inline: true },
            { name: 'Duration', value: 'About 30 minutes', inline: true },
            { name: 'Affected', value: 'Bot commands and the dashboard', inline: false },
          ],
        },
      ],
    },
  },
];
