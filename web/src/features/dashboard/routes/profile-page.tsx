// Profile page (built out in its feature issue).

export default function ProfilePage() {
  return (
    <main className="page-center">
      <h1>Profile</h1>
    </main>
  );
}
