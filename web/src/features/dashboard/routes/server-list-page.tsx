// Your Servers page (built out in its feature issue).

export default function ServerListPage() {
  return (
    <main className="page-center">
      <h1>Your Servers</h1>
    </main>
  );
}
