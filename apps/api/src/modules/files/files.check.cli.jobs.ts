// `npm run check-files [-- --repair]`: the integrity check of the stored files (files.check.command.jobs.ts).
import { checkFilesCommand } from "./files.check.command.jobs.ts";

checkFilesCommand(process.argv.slice(2), process.env).then(
  (report) => console.log(report),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
