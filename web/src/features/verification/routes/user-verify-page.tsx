// Verification page (built out in its feature issue).

export default function UserVerifyPage() {
  return (
    <main className="page-center">
      <h1>Verification</h1>
    </main>
  );
}
