// Bench fixture: a long ticket transcript in the bot's text format, varied like a real server's (markdown, quotes, code, embeds, reactions), the same on every run.

const AUTHORS = [
  'alex_k',
  'maya.mod',
  'sam.helper',
  'jo_sketch',
  'river',
  'nova',
  'kit',
  'quinn',
  'ash',
  'lee',
];
const BOTS = ['Warden', 'Carl-bot'];
const LINES = [
  'ok thanks',
  'Has anyone seen the new **event** schedule?',
  "I can't join the voice channel, it says `missing permissions`",
  'lol',
  'Check <#1100000000000000003> for the rules please',
  '<@712345678901234567> can you take a look?',
  'The *beta* build is out: https://example.com/download',
  'Spoilers: ||the boss has two phases||',
  'same here 😅',
  'Moving this to the support ticket, one moment.',
  '__Reminder__: no self-promotion outside #showcase',
  'Restarted the bot, ~~it should~~ it works now',
];
const FOLLOW_UPS = [
  '> quoting what you said earlier',
  '```js\nconsole.log("hello");\n```',
  '- first point\n- second point',
  'Second line of the same message, a little longer.',
];
const REACTIONS = ['👍 2', '❤️ 1, 😂 3', '👀 1', '✅ 4, 🎉 2'];

/** A seeded pseudo-random generator (LCG): `next(n)` is an integer in [0, n). */
function random(seed) {
  let state = seed;
  return (n) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

/**
 * The text of a transcript with `count` messages, identical on every call: header lines, then per
 * message a `[RFC 1123 date] name:` line (every 9th from a bot, tagged [BOT]) and its lines; one
 * message in five has a second line (a quote, a code block, a list or plain text), every 20th an
 * embed with a two-line description, every 7th a reactions line.
 */
export function transcriptFixture(count) {
  const next = random(42);
  const start = Date.UTC(2025, 0, 6, 14, 3, 22);
  const stamp = (index) => new Date(start + index * 7000).toUTCString();
  const out = [
    'Channel: #ticket-bench',
    'Closed by: maya.mod',
    `Closed at: ${stamp(count)}`,
    `Total Messages: ${count}`,
    '',
  ];
  for (let index = 0; index < count; index += 1) {
    const bot = index % 9 === 0;
    const author = bot ? BOTS[next(BOTS.length)] : AUTHORS[next(AUTHORS.length)];
    out.push(`[${stamp(index)}] ${author}${bot ? ' [BOT]' : ''}:`, LINES[next(LINES.length)]);
    if (next(5) === 0) out.push(FOLLOW_UPS[next(FOLLOW_UPS.length)]);
    if (index % 20 === 0) {
      out.push(
        `Embed Title: Case #${index}`,
        'Description: **Member:** <@712345678901234567>',
        `Reason: message ${index} broke rule 3`,
      );
    }
    if (index % 7 === 0) out.push(`Reactions: ${REACTIONS[next(REACTIONS.length)]}`);
    out.push('');
  }
  return out.join('\n');
}
