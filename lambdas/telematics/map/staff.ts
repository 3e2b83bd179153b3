/** Office roles (1 to 4) see who drives every tractor; anyone else only himself. */
export function isStaff(role: number | null): boolean {
  return role !== null && role <= 4;
}
