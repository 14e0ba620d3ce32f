/** "Download my data" through the `exportMyData` callable: her own data, assembled on the server. */
import { EXPORT_MY_DATA } from '../../../contract/callables/export-my-data';
import type { MyData } from '../../../contract/my-data';
import { callable } from '../../../lib/functions';

export async function exportMyData(): Promise<MyData> {
  return (await callable<Record<string, never>, MyData>(EXPORT_MY_DATA.name)({})).data;
}
