/** The attendance area's calls: POST /cloud/rykq/<entity>/<op>.smvc (form fields or JSON). */
import type { ApiCall } from '../../../kit/resource';

export const rykq = (entity: string, op: string): ApiCall => `/cloud/rykq/${entity}/${op}.smvc`;
