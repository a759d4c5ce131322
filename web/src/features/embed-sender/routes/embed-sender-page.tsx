// Embed Generator page (built out in its feature issue).

export default function EmbedSenderPage() {
  return (
    <main className="page-center">
      <h1>Embed Generator</h1>
    </main>
  );
}
