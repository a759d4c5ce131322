// Redirecting you to our Discord server... page (built out in its feature issue).

export default function InviteRedirectPage() {
  return (
    <main className="page-center">
      <h1>Redirecting you to our Discord server...</h1>
    </main>
  );
}
