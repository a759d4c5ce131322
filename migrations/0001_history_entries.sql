-- Dashboard change history: one row per write the bot API accepted (worker/history/store.ts).
CREATE TABLE history_entries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  server_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  actor_id TEXT,
  actor_name TEXT,
  tool TEXT NOT NULL,
  action TEXT NOT NULL,
  body TEXT NOT NULL,
  before TEXT,
  before_state TEXT NOT NULL
);

-- The timeline (newest first, cursor = id) and its filters, and the conflict check per tool.
CREATE INDEX history_by_server ON history_entries (server_id, id);
CREATE INDEX history_by_server_tool ON history_entries (server_id, tool, id);
CREATE INDEX history_by_server_actor ON history_entries (server_id, actor_id, id);
-- The retention cron's age cut.
CREATE INDEX history_by_time ON history_entries (created_at);
