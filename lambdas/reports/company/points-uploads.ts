/** Every points file of a company is uploaded under this prefix; reading refuses a key outside it. */
export function pointsUploadPrefix(companyId: string): string {
  return `tmp/points/${encodeURIComponent(companyId)}/`;
}
