// Warden page (built out in its feature issue).

export default function HomePage() {
  return (
    <main className="page-center">
      <h1>Warden</h1>
    </main>
  );
}
