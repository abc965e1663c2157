// The routing error screen (spec §2, §8): 'Something went wrong!!', the status text or message,
// and a 'Sign out' button that signs out and goes to /login.
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { TEXT } from '@/config/text';
import { useAuth } from '@/lib/auth';
import { isChunkLoadError } from '@/lib/chunk-load';

function describe(error: unknown): { headline: string; detail?: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { headline: TEXT.notFound };
    const data = typeof error.data === 'string' ? error.data : undefined;
    return { headline: error.statusText || data || `Error ${error.status}` };
  }
  if (error instanceof Error && error.message) return { headline: TEXT.unhandledThrownError, detail: error.message };
  return { headline: TEXT.unhandledThrownError };
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { headline, detail } = describe(error);

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch {
      // signOut has already told the user in a toast; still take them to /login.
    }
    void navigate('/login');
  };

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-error sm:text-4xl">{TEXT.somethingWentWrong}</h1>
      <p className="text-lg font-semibold">{headline}</p>
      {detail ? <p className="text-base-content/70">{detail}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => void handleSignOut()}>
          Sign out
        </button>
        {isChunkLoadError(error) ? (
          <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}>
            Reload page
          </button>
        ) : null}
      </div>
    </section>
  );
}
