// Server section page (built out in its feature issue).

export default function ServerSectionPage() {
  return (
    <main className="page-center">
      <h1>Server section</h1>
    </main>
  );
}
