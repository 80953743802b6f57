import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** Lets routes declare zod schemas from common/ and get typed, parsed requests. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A readable line for the first problems zod found: "email: email must be a valid email address". */
export function describeZodError(error: z.ZodError, part?: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : part;
      // zod's message for a missing field reads "expected string, received undefined": say it plainly.
      const message = issue.code === 'invalid_type' && /received undefined/.test(issue.message) ? 'is required' : issue.message;
      return where && !message.startsWith(String(issue.path.at(-1) ?? '\u0000')) ? `${where}: ${message}` : message;
    })
    .join('; ');
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const error = new Error(describeZodError(result.error, httpPart === 'body' ? 'body' : httpPart)) as Error & { isZod: boolean };
    error.isZod = true;
    return { error };
  };
};
