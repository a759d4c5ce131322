// You're Verified! page (built out in its feature issue).

export default function SuccessPage() {
  return (
    <main className="page-center">
      <h1>You're Verified!</h1>
    </main>
  );
}
