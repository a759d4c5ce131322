// No Transcript Loaded page (built out in its feature issue).

export default function TranscriptPage() {
  return (
    <main className="page-center">
      <h1>No Transcript Loaded</h1>
    </main>
  );
}
