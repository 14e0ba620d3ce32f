/**
 * The two files "Download my data" saves (account page): the whole export as JSON, and her
 * activities as CSV for a spreadsheet (contract/my-data.ts). Named with the day, so a second
 * download the next month does not overwrite the first. Pure.
 */
import { activitiesCsv, type MyData } from '../../../contract/my-data';

export interface DownloadFile {
  readonly name: string;
  readonly type: string;
  readonly content: string;
}

export function myDataFiles(data: MyData): readonly DownloadFile[] {
  const day = data.exportedAt.slice(0, 10);
  return [
    {
      name: `my-data-${day}.json`,
      type: 'application/json',
      content: `${JSON.stringify(data, null, 2)}\n`,
    },
    { name: `my-activities-${day}.csv`, type: 'text/csv', content: activitiesCsv(data) },
  ];
}
