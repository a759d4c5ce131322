// Role Configuration page (built out in its feature issue).

export default function RoleConfigPage() {
  return (
    <main className="page-center">
      <h1>Role Configuration</h1>
    </main>
  );
}
