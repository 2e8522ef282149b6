export interface SandboxJournalEntry {
  readonly call: 'authorise' | 'details' | 'capture' | 'void';
  readonly merchantReference: string;
  readonly resultCode?: string;
}

/**
 * What a sandbox provider was asked, newest last (the last 1,000 calls): what the real provider's
 * dashboard would show, for tests and the development tools. Capture and void always succeed in the
 * sandboxes; they are recorded here.
 */
export function sandboxJournal() {
  const journal: SandboxJournalEntry[] = [];
  const record = (entry: SandboxJournalEntry) => {
    journal.push(entry);
    if (journal.length > 1000) journal.shift();
  };
  return {
    journal,
    record,
    settlement: {
      async capture(request: { merchantReference: string }) {
        record({ call: 'capture', merchantReference: request.merchantReference });
        return { ok: true };
      },
      async void(request: { merchantReference: string }) {
        record({ call: 'void', merchantReference: request.merchantReference });
        return { ok: true };
      },
    },
  };
}
