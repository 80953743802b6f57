/** Every API error body: { message } naming the problem, plus optional details. */
export interface ApiErrorBody {
  message: string;
  code?: string;
  details?: unknown;
}
