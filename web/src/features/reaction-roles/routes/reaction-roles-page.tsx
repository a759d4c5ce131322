// Reaction Roles page (built out in its feature issue).

export default function ReactionRolesPage() {
  return (
    <main className="page-center">
      <h1>Reaction Roles</h1>
    </main>
  );
}
