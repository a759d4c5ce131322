// Coming Soon page (built out in its feature issue).

export default function ComingSoonPage() {
  return (
    <main className="page-center">
      <h1>Coming Soon</h1>
    </main>
  );
}
