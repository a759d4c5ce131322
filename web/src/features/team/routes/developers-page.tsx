// Meet the Developers page (built out in its feature issue).

export default function DevelopersPage() {
  return (
    <main className="page-center">
      <h1>Meet the Developers</h1>
    </main>
  );
}
