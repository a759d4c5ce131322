// Welcome Dashboard page (built out in its feature issue).

export default function WelcomeConfigPage() {
  return (
    <main className="page-center">
      <h1>Welcome Dashboard</h1>
    </main>
  );
}
