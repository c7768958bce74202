import type { NewsletterIssuePreview } from '@verbatim/core-sdk/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@verbatim/ui';

/**
 * The e-mail's HTML as a page of its own: in a sandboxed frame (no scripts, no forms, no navigation of this page), with
 * the plain look of a mail program, so the admin app's styles neither leak in nor out.
 */
function emailDocument(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:16px;font:15px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:#111;background:#fff;overflow-wrap:anywhere}
img{max-width:100%;height:auto}pre{white-space:pre-wrap}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 8px}
</style></head><body>${html}</body></html>`;
}

/** The issue as a subscriber gets it, as the server rendered it: subject, then the HTML part or the plain-text part. */
export function IssuePreview({ preview, stale }: { preview: NewsletterIssuePreview; stale: boolean }) {
  return (
    <section aria-label="Preview" className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:p-4">
      <div className="grid gap-0.5">
        <span className="text-muted-foreground text-xs">Subject</span>
        <span className="break-words font-medium">{preview.subject}</span>
      </div>
      {stale && (
        <p role="status" className="text-amber-800 text-sm dark:text-amber-200">
          The issue has changed since this preview. Preview it again to see the changes.
        </p>
      )}
      <Tabs defaultValue="html">
        <TabsList>
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="text">Plain text</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          <iframe
            title="E-mail preview"
            sandbox=""
            srcDoc={emailDocument(preview.html)}
            className="h-96 w-full rounded-md border bg-white"
          />
        </TabsContent>
        {/* The panel scrolls a long text; Radix makes it focusable, so keyboards can scroll it too. */}
        <TabsContent value="text" className="max-h-96 overflow-auto rounded-md border bg-background p-3">
          <pre className="whitespace-pre-wrap break-words font-mono text-sm">{preview.text}</pre>
        </TabsContent>
      </Tabs>
    </section>
  );
}
