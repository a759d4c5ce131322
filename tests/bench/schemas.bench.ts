// Benchmarks of the worker's request validation for the largest embed the limits allow.
import { test } from 'vitest';
import { embedSendSchema } from '#shared/schemas/embed';

const body = {
  channelId: '110000000000000001',
  content: 'x'.repeat(2000),
  embed: {
    title: 't'.repeat(200),
    description: 'd'.repeat(3000),
    color: 0x5865f2,
    fields: Array.from({ length: 25 }, (_, i) => ({
      name: `Field ${i}`,
      value: 'v'.repeat(80),
      inline: i % 2 === 0,
    })),
    footer: { text: 'footer', icon_url: 'https://cdn.discordapp.com/x.png' },
    button: { label: 'Open', url: 'https://example.com' },
  },
};

test('embedSendSchema', async ({ bench }) => {
  await bench('validates a near-limit embed send body', () => {
    embedSendSchema.parse(body);
  }).run();
});
