// The page's timed messages: a success line (announced politely) and error lines (assertively).
import { StatusMessage } from '#web/components/status-message';

/** Shows the success message and every present error; renders nothing when all are empty. */
export function StatusMessages({ success, errors }: { success: string | null; errors: (string | null)[] }) {
  const shown = errors.filter((error): error is string => Boolean(error));
  return (
    <div>
      {success && <StatusMessage tone="success">{success}</StatusMessage>}
      <div className="stack stack--small">
        {shown.map((error) => (
          <StatusMessage key={error} tone="error">
            {error}
          </StatusMessage>
        ))}
      </div>
    </div>
  );
}
