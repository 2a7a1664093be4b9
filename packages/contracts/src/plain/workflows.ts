/**
 * The workflow contracts (spec section 7, items 1-6) as the API, the n8n exports in `workflows/`
 * and their tests name them. Each is `POST /webhook/<name>`.
 */
export const WORKFLOW_CONTRACTS = ['registration', 'login', 'forgot-password', 'products', 'create-customer', 'subscribe'] as const;
export type WorkflowContract = (typeof WORKFLOW_CONTRACTS)[number];

/**
 * Where n8n reaches the API's implementation of a contract: `/service/webhook/<name>`, open only
 * to a request carrying the service key in this header (docs/decisions/052).
 */
export const SERVICE_DOOR_PREFIX = '/service';
export const SERVICE_KEY_HEADER = 'x-service-key';

export const workflowMessages = {
  /**
   * What every contract answers (503) when the workflow engine or the API behind it cannot be
   * reached. Calm, and free of "fetch"/"Network error", which the registration form rewrites.
   */
  unavailable: 'This is taking longer than it should on our side. Please try again in a moment.',
  serviceKey: 'A valid service key is required for this endpoint.',
} as const;

/** The spec's error envelope, as every contract answers a failure. */
export function workflowError(message: string) {
  return { status: 'error' as const, message, result: { success: false as const, message, error: message } };
}
