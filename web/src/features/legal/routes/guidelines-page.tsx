// Community Guidelines page (built out in its feature issue).

export default function GuidelinesPage() {
  return (
    <main className="page-center">
      <h1>Community Guidelines</h1>
    </main>
  );
}
