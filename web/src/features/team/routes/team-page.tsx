// Our Core Team page (built out in its feature issue).

export default function TeamPage() {
  return (
    <main className="page-center">
      <h1>Our Core Team</h1>
    </main>
  );
}
