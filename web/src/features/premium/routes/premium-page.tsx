// Premium page (built out in its feature issue).

export default function PremiumPage() {
  return (
    <main className="page-center">
      <h1>Premium</h1>
    </main>
  );
}
