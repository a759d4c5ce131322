// Logging out page (built out in its feature issue).

export default function LogoutPage() {
  return (
    <main className="page-center">
      <h1>Logging out</h1>
    </main>
  );
}
