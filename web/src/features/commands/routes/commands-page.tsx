// Command Center page (built out in its feature issue).

export default function CommandsPage() {
  return (
    <main className="page-center">
      <h1>Command Center</h1>
    </main>
  );
}
