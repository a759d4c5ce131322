// Autoresponders page (built out in its feature issue).

export default function AutorespondersPage() {
  return (
    <main className="page-center">
      <h1>Autoresponders</h1>
    </main>
  );
}
