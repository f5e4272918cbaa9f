export function actionFields(html: string): [string, string][];
export function multipart(fields: [string, string][]): Promise<{ body: Buffer; type: string }>;
export function postPageForm(
  origin: string,
  path: string,
  fields: Record<string, string>,
  headers?: Record<string, string>,
): Promise<Response>;
export function taken(res: Response): boolean;
