// Every file kept about one person lives under one prefix, so deleting the person deletes them all with one listing.

export function personFilesPrefix(userId: string): string {
  return `people/${userId}/`;
}

export function aiPlanPdfKey(userId: string, planJobId: string): string {
  return `${personFilesPrefix(userId)}ai-plans/${planJobId}.pdf`;
}
