// Contact Us page (built out in its feature issue).

export default function ContactPage() {
  return (
    <main className="page-center">
      <h1>Contact Us</h1>
    </main>
  );
}
