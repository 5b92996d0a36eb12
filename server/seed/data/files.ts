// The demo attachments under public/files/, written by scripts/make-demo-files.mjs. Sizes and page
// counts are the real files' (server/seed/data/files.test.ts checks them), so /view shows the truth.
export type DemoFile = { url: string; fileType: 'pdf' | 'docx' | 'txt'; sizeBytes: number; pageCount: number };

export const DEMO_FILES = {
  policy: { url: '/files/demo-policy.pdf', fileType: 'pdf', sizeBytes: 5442, pageCount: 3 },
  signupForm: { url: '/files/demo-signup-form.docx', fileType: 'docx', sizeBytes: 8090, pageCount: 1 },
  signupNotes: { url: '/files/demo-signup-notes.txt', fileType: 'txt', sizeBytes: 613, pageCount: 1 },
} as const satisfies Record<string, DemoFile>;
