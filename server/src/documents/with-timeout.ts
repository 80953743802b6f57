import { DocumentError } from './document-error';

/** Rejects with a DocumentError when `work` has not settled in time; `onTimeout` releases its resources. */
export async function withTimeout<T>(work: Promise<T>, ms: number, reason: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new DocumentError(reason));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
