// Terms &amp; Conditions page (built out in its feature issue).

export default function TermsPage() {
  return (
    <main className="page-center">
      <h1>Terms &amp; Conditions</h1>
    </main>
  );
}
