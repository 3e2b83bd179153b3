/** A round picture of a person, or his initials when he has no photo. */
export function Avatar({ name, photoURL, size = 28 }: { name: string; photoURL?: string | null; size?: number }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (
    <span className="fd-avatar" style={{ width: size, height: size }} title={name} aria-label={name} role="img">
      {photoURL ? <img src={photoURL} alt="" /> : initials || '?'}
    </span>
  );
}
