// Privacy Policy page (built out in its feature issue).

export default function PrivacyPage() {
  return (
    <main className="page-center">
      <h1>Privacy Policy</h1>
    </main>
  );
}
