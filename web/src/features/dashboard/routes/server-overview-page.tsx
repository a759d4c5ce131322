// Server Dashboard page (built out in its feature issue).

export default function ServerOverviewPage() {
  return (
    <main className="page-center">
      <h1>Server Dashboard</h1>
    </main>
  );
}
