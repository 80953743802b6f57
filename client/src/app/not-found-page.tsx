import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** docs/PRODUCT.md §2: what a signed-in non-admin sees on a path the router doesn't know. */
export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </div>
  );
}
