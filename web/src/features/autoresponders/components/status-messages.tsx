// The page's timed messages: a success line (polite) and error lines (assertive).
/** Shows the success message and every present error; renders nothing when all are empty. */
export function StatusMessages({ success, errors }: { success: string | null; errors: (string | null)[] }) {
  const shown = errors.filter((error): error is string => Boolean(error));
  return (
    <div className="ar-status">
      <div role="status">{success && <p className="ar-status__success">{success}</p>}</div>
      <div role="alert">
        {shown.map((error) => (
          <p key={error} className="ar-status__error">
            {error}
          </p>
        ))}
      </div>
    </div>
  );
}
