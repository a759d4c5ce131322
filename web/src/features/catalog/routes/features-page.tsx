// Features page (built out in its feature issue).

export default function FeaturesPage() {
  return (
    <main className="page-center">
      <h1>Features</h1>
    </main>
  );
}
