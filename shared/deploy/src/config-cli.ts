// npm run config -- …: see command-line/config-command-line.ts.
import { runAsProcess } from './command-line/command-line';
import { runConfigCommandLine } from './command-line/config-command-line';

runAsProcess(runConfigCommandLine);
