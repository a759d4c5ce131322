// The page's timed messages: a success line (polite) and error lines (assertive).
import { StatusMessage } from '../../../components/status-message';

/** Shows the success message and every present error; renders nothing when all are empty. */
export function StatusMessages({ success, errors }: { success: string | null; errors: (string | null)[] }) {
  const shown = errors.filter((error): error is string => Boolean(error));
  return (
    <div>
      <div role="status">{success && <StatusMessage tone="success">{success}</StatusMessage>}</div>
      <div role="alert" className="status-list">
        {shown.map((error) => (
          <StatusMessage key={error} tone="error">
            {error}
          </StatusMessage>
        ))}
      </div>
    </div>
  );
}
